import type { ApiCall } from '../../../contract/call';
import { toListQuery } from '../../dataProvider/listParams';
import { mendParams } from '../../utils/mendParams';

type Filter = Record<string, unknown>;

/**
 * The filter the list call accepts: each value its query refuses is dropped, or put back to
 * its default where the list needs one (the bill details' month range); a range refused as
 * a whole goes back to the defaults. Returns the same object when nothing had to change.
 */
export function validFilters(list: ApiCall | undefined, filter: Filter, defaults: Filter): Filter {
  if (!list?.query) return filter;
  return mendParams(list.query, filter, defaults, (current) =>
    toListQuery({ filter: current }, []),
  );
}
