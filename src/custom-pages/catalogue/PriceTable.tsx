import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import type { CountryPrices, PricingTab } from '../../../contract/catalogue';
import { formatUnitPrice } from '../../utils/money';

const isFree = (price: string) => /^0(\.0*)?$/.test(price);

/** One tab's prices: a row per country, a column per price (USD, four decimals). */
export function PriceTable({
  tab,
  columns,
  rows,
}: {
  tab: PricingTab;
  columns: string[];
  rows: CountryPrices[];
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`catalogue.pricing.${key}`);
  return (
    // on a phone the table scrolls sideways inside itself: the keyboard can reach and scroll it
    <TableContainer tabIndex={0} role="region" aria-label={t(`tabs.${tab}`)}>
      <Table size="small" aria-label={t(`tabs.${tab}`)}>
        <TableHead>
          <TableRow>
            <TableCell>{t('country')}</TableCell>
            <TableCell>{t('dialCode')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column} align="right">
                {t(`columns.${tab}.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.countryCode} data-country={row.countryCode}>
              <TableCell>{row.country}</TableCell>
              <TableCell>+{row.dialCode}</TableCell>
              {columns.map((column) => {
                const price = row.prices[column];
                return (
                  <TableCell key={column} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {price === null || price === undefined
                      ? '—'
                      : isFree(price)
                        ? t('free')
                        : formatUnitPrice(price)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
