type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

/**
 * One language's message tree from two of its parts (before sign-in, the console's frame and
 * home, its other screens). Parts share namespaces at any depth (`app`, `enums`,
 * `app.wallet`), so they are merged all the way down.
 */
export function combineMessages<A extends Tree, B extends Tree>(first: A, second: B): A & B {
  const merged: Tree = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? combineMessages(current, value) : value;
  }
  return merged as A & B;
}
