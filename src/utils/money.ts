import { groupDigits } from './number';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Displays a money decimal string from the API ("1234567.5", "0.0052") with thousands
 * separators and at least `minFraction` fraction digits. Works on the string itself:
 * amounts never pass through a float, so nothing is rounded away.
 */
export function formatMoney(value: string | null | undefined, minFraction = 2): string {
  if (value === null || value === undefined || !DECIMAL.test(value)) return '';
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  let digits = fraction.replace(/0+$/, '');
  if (digits.length < minFraction) digits = digits.padEnd(minFraction, '0');
  const isZero = /^0*$/.test(wholeDigits) && /^0*$/.test(digits);
  const sign = negative && !isZero ? '-' : '';
  return `${sign}${groupDigits(wholeDigits)}${digits ? `.${digits}` : ''}`;
}
