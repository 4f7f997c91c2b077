import type { DataProvider, RaRecord } from 'ra-core';
import type { ApiCall } from '../../contract/call';
import type { Caller } from './callApi';
import { ApiError } from './ApiError';
import { cursorPages, type CursorPage } from './cursorPages';
import { toListQuery } from './listParams';

/** What the data provider needs to know of a resource: its contract calls. */
export interface ResourceApi {
  list?: ApiCall;
  one?: ApiCall;
  create?: ApiCall;
  update?: ApiCall;
  remove?: ApiCall;
  /** Fields the list call can sort by. */
  sortable: readonly string[];
}

interface ListData {
  list: RaRecord[];
  total: number;
  /** The total stopped counting at a cap (contract's cappedListOf). */
  totalCapped?: boolean;
}

/** react-admin's list result; a capped total travels in `meta` for the pagination. */
const toListResult = <R extends RaRecord>(data: ListData) => ({
  data: data.list as R[],
  total: data.total,
  ...(data.totalCapped && { meta: { totalCapped: true } }),
});

/** A list paged by cursor steps page by page: the pager offers next and previous only. */
const toCursorResult = <R extends RaRecord>(data: ListData & CursorPage, page: number) => ({
  data: data.list as R[],
  pageInfo: { hasNextPage: data.nextCursor !== null, hasPreviousPage: page > 1 },
  meta: { total: data.total, totalCapped: data.totalCapped === true },
});

const isListData = (data: unknown): data is ListData =>
  typeof data === 'object' && data !== null && Array.isArray((data as ListData).list);

/**
 * A react-admin DataProvider over the contract calls each resource declares. Nothing
 * here knows a resource by name: the resource table comes from the definitions.
 */
export function createDataProvider(
  call: Caller,
  resources: Record<string, ResourceApi>,
): DataProvider {
  const apiOf = (resource: string, kind: Exclude<keyof ResourceApi, 'sortable'>): ApiCall => {
    const found = resources[resource]?.[kind];
    if (!found) throw new Error(`resource "${resource}" has no ${kind} call`);
    return found;
  };
  const getOne = async <R extends RaRecord>(
    resource: string,
    id: RaRecord['id'],
    signal?: AbortSignal,
  ) =>
    // every detail and edit screen shows a missing record as its missing page
    (await call(apiOf(resource, 'one'), { params: { id }, signal, missingShown: true })) as R;
  const pageAt = cursorPages();

  return {
    supportAbortSignal: true,
    getList: async <R extends RaRecord>(
      resource: string,
      params: Parameters<DataProvider['getList']>[1],
    ) => {
      const query = toListQuery(params, resources[resource]?.sortable ?? []);
      const list = apiOf(resource, 'list');
      // a filter its own schema refuses is not sent: the list mends it (validFilters)
      if (list.query && !list.query.safeParse(query).success)
        throw new ApiError('', 400, 'filter', null);
      if (list.query?.shape.cursor) {
        const data = await pageAt(
          query,
          async (asked) =>
            (await call(list, { query: asked, signal: params.signal })) as ListData & CursorPage,
        );
        return toCursorResult<R>(data, params.pagination?.page ?? 1);
      }
      const data = await call(list, { query, signal: params.signal });
      if (!isListData(data)) throw new Error(`list answer of "${resource}" has no list`);
      return toListResult<R>(data);
    },
    getOne: async <R extends RaRecord>(
      resource: string,
      params: { id: RaRecord['id']; signal?: AbortSignal },
    ) => ({
      data: await getOne<R>(resource, params.id, params.signal),
    }),
    getMany: async <R extends RaRecord>(
      resource: string,
      params: { ids: RaRecord['id'][]; signal?: AbortSignal },
    ) => ({
      data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id, params.signal))),
    }),
    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: Parameters<DataProvider['getManyReference']>[1],
    ) => {
      const filter = { ...params.filter, [params.target]: params.id };
      const query = toListQuery({ ...params, filter }, resources[resource]?.sortable ?? []);
      const data = await call(apiOf(resource, 'list'), { query, signal: params.signal });
      if (!isListData(data)) throw new Error(`list answer of "${resource}" has no list`);
      return toListResult<R>(data);
    },
    create: async <R extends RaRecord>(
      resource: string,
      params: { data: Partial<R>; meta?: { silent?: boolean } },
    ) => {
      // `meta.silent`: the screen shows the refusal itself (the callback check's reason)
      const created = await call(apiOf(resource, 'create'), {
        body: params.data,
        silent: params.meta?.silent,
      });
      return { data: { ...params.data, ...(created as object) } as R };
    },
    update: async <R extends RaRecord>(
      resource: string,
      params: { id: RaRecord['id']; data: Partial<R> },
    ) => {
      const updated = await call(apiOf(resource, 'update'), {
        params: { id: params.id },
        body: params.data,
      });
      return { data: { ...params.data, ...(updated as object), id: params.id } as R };
    },
    updateMany: async (resource: string, params: { ids: RaRecord['id'][]; data: unknown }) => {
      const update = apiOf(resource, 'update');
      await Promise.all(
        params.ids.map((id) => call(update, { params: { id }, body: params.data })),
      );
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(
      resource: string,
      params: { id: RaRecord['id']; previousData?: R; meta?: { query?: Record<string, string> } },
    ) => {
      // `meta.query`: what the delete call's query takes (the role its holders move to)
      await call(apiOf(resource, 'remove'), {
        params: { id: params.id },
        query: params.meta?.query,
      });
      return { data: (params.previousData ?? { id: params.id }) as R };
    },
    deleteMany: async (resource: string, params: { ids: RaRecord['id'][] }) => {
      const remove = apiOf(resource, 'remove');
      await Promise.all(params.ids.map((id) => call(remove, { params: { id } })));
      return { data: params.ids };
    },
  };
}
