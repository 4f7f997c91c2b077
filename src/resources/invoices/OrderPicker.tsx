import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Order } from '../../../contract/orders';
import { isLanguage } from '../../i18n/language';
import { useLookup } from '../../ui/lookups';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';

/** A table of orders with a checkbox each (the paid orders an application may take). */
export function OrderPicker({
  orders,
  selected,
  onChange,
}: {
  orders: Order[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const products = useLookup('product');
  const label = (field: string) => translate(`resources.billing/order.fields.${field}`);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const all = orders.length > 0 && orders.every((o) => selected.has(o.id));
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={all}
              indeterminate={!all && selected.size > 0}
              onChange={() => onChange(all ? new Set() : new Set(orders.map((o) => o.id)))}
              slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
            />
          </TableCell>
          <TableCell>{label('orderNo')}</TableCell>
          <TableCell>{label('productKey')}</TableCell>
          <TableCell>{label('paidAt')}</TableCell>
          <TableCell align="right">{label('paidAmount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.map((order) => (
          <TableRow
            key={order.id}
            hover
            onClick={() => toggle(order.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(order.id)}
                slotProps={{ input: { 'aria-label': order.orderNo } }}
              />
            </TableCell>
            <TableCell>{order.orderNo}</TableCell>
            <TableCell>
              {products.find((p) => p.id === order.productKey)?.name ?? order.productKey}
            </TableCell>
            <TableCell>{formatDate(order.paidAt, language)}</TableCell>
            <TableCell align="right">{formatMoney(order.paidAmount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
