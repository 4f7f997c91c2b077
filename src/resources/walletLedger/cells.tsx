import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerEntry } from '../../../contract/wallet';
import { ordersResource } from '../../../contract/orders';
import { menuPathOf } from '../../../contract/resource';
import { useCanAccess } from '../../layout/useCanAccess';
import { formatMoney } from '../../utils/money';

/**
 * The amount with its sign: credits in green with a plus, debits as they are (a table's cells
 * keep to one line in tabular figures, theme.ts).
 */
function SignedAmount() {
  const entry = useRecordContext<LedgerEntry>();
  if (!entry) return null;
  const credit = !entry.amount.startsWith('-');
  return (
    <Box component="span" sx={{ color: credit ? 'success.main' : 'text.primary' }}>
      {credit ? '+' : ''}
      {formatMoney(entry.amount)}
    </Box>
  );
}

/**
 * Its order (opening it, for those who may see orders), usage charges, or the writer's note
 * (a long one ends in "…" and shows whole on hover, as every table cell does).
 */
function EntryDetails() {
  const entry = useRecordContext<LedgerEntry>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const mayOpenOrders = useCanAccess(menuPathOf(ordersResource));
  if (!entry) return null;
  if (entry.orderNo) {
    const label = translate('app.wallet.ledger.orderDetail', { orderNo: entry.orderNo });
    return entry.orderId && mayOpenOrders ? (
      <Link
        component={RouterLink}
        to={createPath({ resource: ordersResource.name, id: entry.orderId, type: 'show' })}
        // the row itself opens the entry
        onClick={(event) => event.stopPropagation()}
      >
        {label}
      </Link>
    ) : (
      <>{label}</>
    );
  }
  if (entry.type === 'deduction') return <>{translate('app.wallet.ledger.usageDetail')}</>;
  return <>{entry.note}</>;
}

/** The ledger's own cells, wherever its rows are shown. */
export const LEDGER_CELLS = { amount: <SignedAmount />, note: <EntryDetails /> };
