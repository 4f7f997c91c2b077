import type { ApiCall } from '../../../contract/call';
import { toListQuery } from '../../dataProvider/listParams';

type Filter = Record<string, unknown>;

/**
 * The filter the list call accepts: each value its query refuses is dropped, or put back to
 * its default where the list needs one (the bill details' month range); a range refused as
 * a whole goes back to the defaults. Returns the same object when nothing had to change.
 */
export function validFilters(list: ApiCall | undefined, filter: Filter, defaults: Filter): Filter {
  const schema = list?.query;
  if (!schema) return filter;
  let current = filter;
  for (let round = 0; round < 3; round += 1) {
    const result = schema.safeParse(toListQuery({ filter: current }, []));
    if (result.success) return current;
    const next = { ...current };
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key !== 'string') return defaults;
      if (key in defaults) next[key] = defaults[key];
      else delete next[key];
    }
    current = next;
  }
  return defaults;
}
