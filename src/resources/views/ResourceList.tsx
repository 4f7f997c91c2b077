import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import {
  CreateButton,
  ListBase,
  ListView,
  Loading,
  TopToolbar,
  useListContext,
  useStoreContext,
} from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../contract/list';
import type { ResourceDefinition } from '../define';
import { FiltersWhileOnTheList } from './FiltersWhileOnTheList';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { ListPagination } from './ListPagination';
import { filterInputs, type FilterInput } from './filterInputs';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';
import { usePhoneFilters } from './PhoneFilters';
import { validFilters } from './validFilters';

const ROWS_PER_PAGE = [10, 25, 50, MAX_PAGE_SIZE];

/** The table's own props (def, cells, row click, expand, bulk actions, extra columns) and: */
export interface ResourceListProps extends Omit<ResourceTableProps, 'empty'> {
  /** The toolbar above the list; by default a create button when the definition creates. */
  actions?: ReactElement | false;
  /** The first thing to do on the empty list, when it is not the toolbar's (a top-up). */
  emptyAction?: ReactNode;
  /** The page title; false where tabs above the list name the page. */
  title?: string | false;
  /** Shown between the filters and the table (a range picker, totals, a chart). */
  header?: ReactNode;
  filterDefaultValues?: Record<string, unknown>;
  rowsPerPage?: number[];
  /** A search box before the declared filters, for a list whose query takes one (`q`). */
  search?: FilterInput;
}

const NO_DEFAULTS = {};

/** A list state saved by an earlier visit never makes the screen unusable (see validFilters). */
function useValidStoredFilters(def: ResourceDefinition, defaults: Record<string, unknown>) {
  const store = useStoreContext();
  // once, before the list reads the store: the first request already uses the mended filter
  useState(() => {
    const key = `${def.name}.listParams`;
    const params = store.getItem<{ filter?: Record<string, unknown> }>(key);
    if (!params?.filter) return;
    const filter = validFilters(def.api.list, params.filter, defaults);
    if (filter !== params.filter) store.setItem(key, { ...params, filter, page: 1 });
  });
}

/**
 * The same for filters changed on screen ("Clear filters" with a month range required), and
 * for a page or page size from the address that the list call refuses (`?perPage=99999`): the
 * data provider sends no list call with them, and the list asks again once mended.
 */
function KeepParamsValid({
  def,
  defaults,
}: {
  def: ResourceDefinition;
  defaults: Record<string, unknown>;
}) {
  const { filterValues, displayedFilters, setFilters, page, perPage, setPage, setPerPage } =
    useListContext();
  useEffect(() => {
    const filter = validFilters(def.api.list, filterValues, defaults);
    if (filter !== filterValues) setFilters(filter, displayedFilters, false);
  }, [def, defaults, filterValues, displayedFilters, setFilters]);
  useEffect(() => {
    const shape = def.api.list?.query?.shape;
    if (shape?.pageSize && !shape.pageSize.safeParse(perPage).success)
      setPerPage(def.perPage ?? ROWS_PER_PAGE[0]);
    else if (shape?.page && !shape.page.safeParse(page).success) setPage(1);
  }, [def, page, perPage, setPage, setPerPage]);
  return null;
}

/**
 * The list of a resource: its declared columns (money right-aligned), server-side paging
 * ("1-25 of 10,000+" when the server capped the total), sorting and filters. A resource's
 * own list view passes what its screen adds.
 */
export default function ResourceList({
  def,
  actions,
  emptyAction,
  title,
  rowClick,
  cells,
  header,
  filterDefaultValues = NO_DEFAULTS,
  rowsPerPage = ROWS_PER_PAGE,
  children,
  expand,
  bulkActionButtons,
  search,
}: ResourceListProps) {
  useValidStoredFilters(def, filterDefaultValues);
  const filters = useMemo(
    () => (search ? [search, ...filterInputs(def)] : filterInputs(def)),
    [def, search],
  );
  const phoneFilters = usePhoneFilters(filters);
  const defaultActions = def.api.create ? (
    <TopToolbar>
      <CreateButton />
    </TopToolbar>
  ) : (
    false
  );
  return (
    <ListBase
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filterDefaultValues={filterDefaultValues}
      exporter={false}
      authLoading={<Loading />}
      offline={false}
    >
      <FiltersWhileOnTheList>
        <ListView
          filters={filters}
          title={title}
          // every filter is always shown, so the toolbar holds only the screen's own actions
          actions={actions ?? defaultActions}
          empty={<ListEmpty def={def} action={emptyAction ?? actions ?? defaultActions ?? null} />}
          error={
            <>
              <KeepParamsValid def={def} defaults={filterDefaultValues} />
              <ListError />
            </>
          }
          pagination={<ListPagination rowsPerPageOptions={rowsPerPage} />}
          sx={phoneFilters.sx}
        >
          <KeepParamsValid def={def} defaults={filterDefaultValues} />
          {phoneFilters.toggle}
          {header}
          <ResourceTable
            def={def}
            cells={cells}
            rowClick={rowClick}
            expand={expand}
            bulkActionButtons={bulkActionButtons}
          >
            {children}
          </ResourceTable>
        </ListView>
      </FiltersWhileOnTheList>
    </ListBase>
  );
}
