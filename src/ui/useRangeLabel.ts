import type { LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../utils/number';

/**
 * A pager's range in the person's language, with separators, "1,001-1,025 of 1,215"; when the server capped the total
 * (`totalCapped`), "1-25 of 250+" instead of claiming an exact count.
 */
export function useRangeLabel(capped: boolean) {
  const translate = useTranslate();
  return ({ from, to, count }: LabelDisplayedRowsArgs) =>
    translate(capped ? 'app.listTotals.capped' : 'ra.navigation.page_range_info', {
      offsetBegin: formatNumber(from),
      offsetEnd: formatNumber(to),
      total: formatNumber(count),
    });
}
