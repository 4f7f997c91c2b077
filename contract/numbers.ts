/**
 * Digit grouping shared by the console and the server's messages and files. Both
 * languages group by three with a comma, so the separator does not depend on the language.
 */
const GROUP = /\B(?=(\d{3})+(?!\d))/g;

/** Inserts thousands separators into the integer part of a plain decimal string. */
export function groupDigits(decimal: string): string {
  const negative = decimal.startsWith('-');
  const [whole, fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = whole.replace(GROUP, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}
