import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import {
  Pagination,
  useListContext,
  useLocaleState,
  useTranslate,
  type PaginationProps,
} from 'react-admin';

/**
 * react-admin's pagination; when the server capped the total (meta.totalCapped) the range
 * reads "1-25 of 10,000+" instead of claiming an exact count.
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const cappedLabel = ({ from, to, count }: LabelDisplayedRowsArgs) =>
    translate('app.listTotals.capped', {
      offsetBegin: from,
      offsetEnd: to,
      total: count.toLocaleString(locale.replace('_', '-')),
    });
  return <Pagination {...props} {...(capped && { labelDisplayedRows: cappedLabel })} />;
}
