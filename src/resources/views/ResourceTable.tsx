import type { ReactElement, ReactNode } from 'react';
import { DataTable, type DataTableProps } from 'react-admin';
import type { ResourceDefinition } from '../define';
import { useColumnsThatFit } from './columnsThatFit';
import { FieldValue } from './FieldValue';

export interface ResourceTableProps {
  def: ResourceDefinition;
  /** Cells of their own for some declared fields, by source (the others: FieldValue). */
  cells?: Readonly<Record<string, ReactElement>>;
  /** What a row click does; by default the show view, when there is one. */
  rowClick?: DataTableProps['rowClick'];
  /** What a row opens to below itself (the audit log's before and after). */
  expand?: DataTableProps['expand'];
  /** Actions on a selection of rows (none by default). */
  bulkActionButtons?: DataTableProps['bulkActionButtons'];
  /** Shown instead of the table when nothing matches. */
  empty?: DataTableProps['empty'];
  /** Columns after the declared ones: row actions, computed cells. */
  children?: ReactNode;
}

/**
 * The rows of the list in context as a table of the declared columns that fit the screen (money
 * right-aligned), sorted by those the list call sorts by: a resource's list, or a few of its
 * rows on another screen.
 */
export function ResourceTable({
  def,
  cells = {},
  rowClick,
  expand,
  bulkActionButtons = false,
  empty,
  children,
}: ResourceTableProps) {
  const columns = useColumnsThatFit(def);
  return (
    <DataTable
      rowClick={rowClick ?? (def.api.one ? 'show' : false)}
      bulkActionButtons={bulkActionButtons}
      expand={expand}
      empty={empty}
    >
      {columns.map((field) => (
        <DataTable.Col
          key={field.source}
          source={field.source}
          disableSort={!def.sortable.includes(field.source)}
          align={field.kind === 'money' || field.align === 'right' ? 'right' : undefined}
        >
          {cells[field.source] ?? <FieldValue field={field} cell />}
        </DataTable.Col>
      ))}
      {children}
    </DataTable>
  );
}
