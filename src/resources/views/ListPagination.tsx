import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { useRangeLabel } from '../../ui/useRangeLabel';

/**
 * react-admin's pagination; when the server capped the total (meta.totalCapped) the range
 * reads "1-25 of 10,000+" instead of claiming an exact count.
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const cappedLabel = useRangeLabel(true);
  return <Pagination {...props} {...(capped && { labelDisplayedRows: cappedLabel })} />;
}
