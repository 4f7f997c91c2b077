import type { z } from 'zod';

type Params = Record<string, unknown>;

/**
 * The parameters a schema accepts, kept as close to the asked ones as it allows: each key it
 * refuses goes back to its default, or is dropped when it has none, and the rest is kept; what
 * stays refused after that is the defaults. `prepare` turns the values into what the schema
 * reads (a list's filter into the list call's query). Returns the same object when nothing had
 * to change.
 */
export function mendParams<P extends Params>(
  schema: z.ZodType,
  asked: P,
  defaults: P,
  prepare: (values: P) => unknown = (values) => values,
): P {
  let current = asked;
  for (let round = 0; round < 3; round += 1) {
    const result = schema.safeParse(prepare(current));
    if (result.success) return current;
    const next: Params = { ...current };
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string') return defaults;
      if (key in defaults) next[key] = defaults[key];
      else delete next[key];
    }
    current = next as P;
  }
  return defaults;
}
