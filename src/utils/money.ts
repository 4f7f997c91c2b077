import { displayMoney } from '../../contract/money';
import { groupDigits } from '../../contract/numbers';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const UNIT_PRICE_MIN_FRACTION = 4;
const UNIT_PRICE_MAX_FRACTION = 6;

const isDecimal = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && DECIMAL.test(value);

/**
 * Displays an amount from the API ("1234567.5", "825.2491") with thousands separators and
 * exactly 2 decimals, rounded half away from zero on the digits (never through a float).
 */
export function formatMoney(value: string | null | undefined): string {
  if (!isDecimal(value)) return '';
  return displayMoney(value);
}

/**
 * Displays a unit price ("0.0052") with thousands separators, at least 4 and at most 6
 * decimals: prices per message are smaller than a cent, so they keep their digits.
 */
export function formatUnitPrice(value: string | null | undefined): string {
  if (!isDecimal(value)) return '';
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const digits = fraction
    .slice(0, UNIT_PRICE_MAX_FRACTION)
    .replace(/0+$/, '')
    .padEnd(UNIT_PRICE_MIN_FRACTION, '0');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(wholeDigits) && /^0*$/.test(digits);
  return `${negative && !isZero ? '-' : ''}${groupDigits(wholeDigits)}.${digits}`;
}
