interface Part {
  app: object;
  enums: object;
  validation?: object;
  errors?: object;
}

/**
 * One language's whole message tree from its two parts: the one before sign-in and the
 * console's. They share the `app` and `enums` namespaces, and the console adds the declared
 * resources' rule messages to `validation` and `errors`: these are merged one level deep.
 */
export function combineMessages<P extends Part, C extends Part>(publicPart: P, consolePart: C) {
  return {
    ...publicPart,
    ...consolePart,
    app: { ...publicPart.app, ...consolePart.app },
    enums: { ...publicPart.enums, ...consolePart.enums },
    validation: { ...publicPart.validation, ...consolePart.validation },
    errors: { ...publicPart.errors, ...consolePart.errors },
  };
}
