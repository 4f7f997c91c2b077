import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { useRangeLabel } from '../../ui/useRangeLabel';

/**
 * react-admin's pagination, counting with thousands separators as the totals above it do
 * ("1-10 of 1,215"); when the server capped the total (meta.totalCapped) the range reads
 * "1-25 of 10,000+" instead of claiming an exact count.
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const { totalCapped, total } = (meta ?? {}) as { totalCapped?: boolean; total?: number };
  const label = useRangeLabel(totalCapped === true);
  // passed on to MUI's TablePagination, though react-admin's props do not declare it; a list
  // paged by cursor has no count of pages (-1) and tells its total in `meta`
  const labels = {
    labelDisplayedRows: (args: LabelDisplayedRowsArgs) =>
      label(args.count === -1 && total !== undefined ? { ...args, count: total } : args),
  };
  return <Pagination {...props} {...labels} />;
}
