/** Byte units of spec section 9: B to YB, base 1024. */
export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/**
 * Formats a byte count with the largest unit that keeps the value at or above 1,
 * e.g. 1536 → "1.5 KB". Values beyond YB stay in YB.
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes)) return '';
  const negative = bytes < 0;
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // parseFloat drops the trailing zeros toFixed adds ("1.50" → 1.5)
  const shown = parseFloat(value.toFixed(Math.max(0, decimals)));
  return `${negative && shown !== 0 ? '-' : ''}${shown} ${BYTE_UNITS[unit]}`;
}
