import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { UsageSummaryRow } from '../../../contract/usageSummary';
import { formatMoney } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import { useRangeLabel } from '../../ui/useRangeLabel';

const PAGE_SIZE = 25;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The totals read like the rows above them, in bold (a footer is smaller by default). */
const TOTAL = { fontWeight: 700, fontSize: 'inherit', color: 'text.primary' } as const;

/** The rows behind the chart, a page at a time, ending with the totals of every row. */
export function UsageTable({
  rows,
  splitLabel,
  periodLabel,
  total,
  totalQuantity,
}: {
  rows: UsageSummaryRow[];
  splitLabel: string;
  periodLabel: (period: string) => string;
  total: string;
  totalQuantity: number;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.usage.${key}`);
  const rangeLabel = useRangeLabel(false);
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <TableContainer>
      <Table size="small" data-testid="usage-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.period')}</TableCell>
            <TableCell>{splitLabel}</TableCell>
            <TableCell align="right">{t('columns.quantity')}</TableCell>
            <TableCell align="right">{t('columns.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={`${row.period}|${row.key}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{periodLabel(row.period)}</TableCell>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right" sx={NUMERIC}>
                {formatNumber(row.quantity)}
              </TableCell>
              <TableCell align="right" sx={NUMERIC}>
                {formatMoney(row.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="usage-total">
            <TableCell sx={TOTAL}>{t('total')}</TableCell>
            <TableCell />
            <TableCell align="right" sx={{ ...NUMERIC, ...TOTAL }}>
              {formatNumber(totalQuantity)}
            </TableCell>
            <TableCell align="right" sx={{ ...NUMERIC, ...TOTAL }}>
              {formatMoney(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelDisplayedRows={rangeLabel}
        />
      )}
    </TableContainer>
  );
}
