/** JSON with every object's keys sorted, so equal values write equal text whatever their order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(
          Object.entries(node as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : node,
  );
}
