import { groupDigits } from '../../contract/numbers';

/**
 * Formats a number (or a numeric string) with thousands separators, keeping at most
 * `maxFraction` fraction digits. Returns '' for values that are not numbers.
 */
export function formatNumber(value: number | string | null | undefined, maxFraction = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return '';
  const fixed = n.toFixed(maxFraction);
  // trailing zeros of the fraction carry no information for plain counts
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return groupDigits(trimmed === '-0' ? '0' : trimmed);
}
