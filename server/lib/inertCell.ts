/** One cell of an exported table. */
export type Cell = string | number | null;

/** What a spreadsheet program reads as the start of a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, as our money and count columns write them ("-3.00", "12"). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A cell as an export writes it: text a spreadsheet would run as a formula gets a leading
 * single quote, which makes it text. Numbers are left alone, and so is a decimal number in a
 * numeric column (a refund's "-3.00" stays a number there).
 */
export function inertCell(cell: Cell, numeric = false): Cell {
  if (typeof cell !== 'string' || !FORMULA_START.test(cell)) return cell;
  return numeric && DECIMAL.test(cell) ? cell : `'${cell}`;
}
