import { badRequest } from '../errors';

/**
 * A rule of a resource's own, on a record's values as they will be saved: `stored` is the
 * record before an update (so a change of one field is judged with the others it keeps), null
 * on a create. Broken, it is refused with `message` (a `validation.<key>` of the resource's
 * `ruleMessages`) under `field`.
 */
export interface RecordRule<V> {
  field: keyof V & string;
  message: string;
  holds: (values: V, stored: V | null) => boolean;
}

/** Refuses the values under the field of every rule they break, or lets them be saved. */
export function checkRules<V>(rules: readonly RecordRule<V>[], values: V, stored: V | null) {
  const broken = rules.filter((rule) => !rule.holds(values, stored));
  if (broken.length > 0)
    throw badRequest(
      'errors.invalidRequest',
      Object.fromEntries(broken.map((rule) => [rule.field, rule.message])),
    );
}
