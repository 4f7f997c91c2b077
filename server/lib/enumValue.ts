import type { z } from 'zod';

/**
 * Reads a column holding one of an enum's values. A value outside it means the database and
 * the contract disagree, which is a bug to surface, not input to explain. A set lookup: lists
 * read several such columns per row on every request, where a zod parse costs far more.
 */
export function enumValue<E extends z.ZodEnum>(schema: E) {
  const members = new Set<unknown>(schema.options);
  return (value: string): z.output<E> => {
    if (!members.has(value))
      throw new Error(`"${value}" is not one of ${schema.options.join(', ')}`);
    return value as z.output<E>;
  };
}
