import type { GetListParams } from 'ra-core';

export type ListQuery = Record<string, string | number | boolean>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * react-admin list params → the contract's list query
 * (`page, pageSize, sort, order` + filters). A sort field the call cannot sort by is
 * left out so the server applies its default instead of refusing the request.
 */
export function toListQuery(
  params: Partial<GetListParams>,
  sortable: readonly string[],
): ListQuery {
  const query: ListQuery = {};
  if (params.pagination) {
    query.page = params.pagination.page;
    query.pageSize = params.pagination.perPage;
  }
  if (params.sort && sortable.includes(params.sort.field)) {
    query.sort = params.sort.field;
    query.order = params.sort.order.toLowerCase() === 'asc' ? 'asc' : 'desc';
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (isEmpty(value)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query[key] = typeof value === 'string' ? value.trim() : value;
    } else if (Array.isArray(value)) {
      query[key] = value.join(',');
    }
  }
  return query;
}
