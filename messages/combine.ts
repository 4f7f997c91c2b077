interface Part {
  app: object;
  enums: object;
}

/**
 * One language's whole message tree from its two parts: the one before sign-in and the
 * console's. They share only the `app` and `enums` namespaces, merged one level deep.
 */
export function combineMessages<P extends Part, C extends Part>(publicPart: P, consolePart: C) {
  return {
    ...publicPart,
    ...consolePart,
    app: { ...publicPart.app, ...consolePart.app },
    enums: { ...publicPart.enums, ...consolePart.enums },
  };
}
