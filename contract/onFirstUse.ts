/**
 * A schema (or a call built of schemas) made on its first use. The console's start evaluates
 * the whole contract and uses little of it: most schemas only type the calls, so a phone
 * spent ~160 ms of a start's main thread building them. On the server, where every schema
 * serves requests, it is built at once and used as it is.
 */
export function onFirstUse<T extends object>(build: () => T): T {
  if (typeof window === 'undefined') return build();
  let built: T | undefined;
  const target = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // reported configurable: a proxy may not report a fixed property its own target lacks
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
    set: (_, key, value) => Reflect.set(target(), key, value),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
  });
}
