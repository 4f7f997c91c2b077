/** Epoch ms of 10000-01-01: beyond it toISOString writes a six-digit, signed year. */
const YEAR_10000 = 253_402_300_800_000;
const DAY_MS = 86_400_000;

const padded = (width: number, count: number) =>
  Array.from({ length: count }, (_, n) => String(n).padStart(width, '0'));
const TWO_DIGITS = padded(2, 60);
const THREE_DIGITS = padded(3, 1000);

/** The date part ("2026-11-26T") of the day last written: a list's rows mostly share days. */
let lastDay = Number.NaN;
let lastDate = '';

/** "YYYY-MM-DDT" of a day since 1970, by Hinnant's days-to-civil algorithm. */
function dateOf(days: number): string {
  const era = Math.floor((days + 719_468) / 146_097);
  const dayOfEra = days + 719_468 - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153); // March is 0
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T`;
}

/**
 * `new Date(ms).toISOString()`, by arithmetic: lists write two or three times per row, and
 * building a Date and formatting it costs ~0.5 µs each, a tenth of a typical list call.
 * Times outside 1970–9999 go through Date.
 */
export function isoTime(ms: number): string {
  if (!Number.isInteger(ms) || ms < 0 || ms >= YEAR_10000) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  if (days !== lastDay) {
    lastDate = dateOf(days);
    lastDay = days;
  }
  const inDay = ms - days * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return (
    lastDate +
    TWO_DIGITS[Math.floor(seconds / 3600)] +
    ':' +
    TWO_DIGITS[Math.floor(seconds / 60) % 60] +
    ':' +
    TWO_DIGITS[seconds % 60] +
    '.' +
    THREE_DIGITS[inDay % 1000] +
    'Z'
  );
}

export const isoTimeOrNull = (ms: number | null) => (ms === null ? null : isoTime(ms));
