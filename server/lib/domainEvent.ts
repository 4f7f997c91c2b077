type Handler<P> = (payload: P) => Promise<void>;

/** A module's subscription to an event, listed in its `ServerModule` and attached once. */
export interface Subscription {
  readonly event: string;
  attach(): void;
}

/**
 * A fact a lower module publishes for the higher modules that act on it, so that it need not
 * import them (docs/architecture.md, "How a lower module causes work in a higher one").
 * `publish` runs every attached handler in the order the modules are registered, each awaited:
 * a payload that carries the publisher's transaction has the handlers write in it, so what
 * they enqueue exists only if the publisher's change commits.
 */
export interface DomainEvent<P> {
  readonly name: string;
  publish(payload: P): Promise<void>;
  on(handler: Handler<P>): Subscription;
}

export function domainEvent<P>(name: string): DomainEvent<P> {
  // a set: attaching a subscription again (a second registry load) handles the event once
  const handlers = new Set<Handler<P>>();
  return {
    name,
    async publish(payload) {
      for (const handle of handlers) await handle(payload);
    },
    on: (handler) => ({ event: name, attach: () => void handlers.add(handler) }),
  };
}
