import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { roundToCents } from '../../contract/money';
import type { ExportFormat } from '../../contract/orderExport';
import type { FileAnswer } from './downloadRoute';
import { inertCell, type Cell } from '../lib/inertCell';

export type { Cell };

export interface TableColumn {
  header: string;
  /** Money and counts: a number cell in XLSX (summable), the decimal text in CSV. */
  numeric?: boolean;
  /** An amount: shown rounded to cents as on screen (CSV text; XLSX number format). */
  money?: boolean;
  width?: number;
}

/** XLSX keeps the exact amount and shows it as the screen does. */
export const MONEY_FORMAT = '#,##0.00';
export const UNIT_PRICE_FORMAT = '#,##0.00####';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A table streamed as CSV (UTF-8 with BOM, so spreadsheet programs read Chinese) or XLSX,
 * row batch by row batch: an export never holds the whole selection in memory. No text cell
 * can run as a formula (see inertCell).
 */
export function tableFile(
  format: ExportFormat,
  name: string,
  columns: readonly TableColumn[],
  rows: AsyncIterable<Cell[]>,
): FileAnswer {
  const filename = `${name}.${format}`;
  if (format === 'csv') {
    const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header) });
    const shown = async function* () {
      for await (const row of rows)
        yield row.map((cell, i) => {
          const rounded = columns[i]?.money && typeof cell === 'string' && cell !== '';
          return inertCell(rounded ? roundToCents(cell) : cell, columns[i]?.numeric);
        });
    };
    Readable.from(shown()).pipe(csv);
    return { filename, contentType: CONTENT_TYPES.csv, body: csv };
  }
  const out = new PassThrough();
  void (async () => {
    // loaded by the first XLSX asked for, not at start: it weighs ~30 MB of memory
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = book.addWorksheet(name.slice(0, 31));
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
    for await (const row of rows) {
      const added = sheet.addRow(
        row.map((cell, i) =>
          columns[i]?.numeric && cell !== null ? Number(cell) : inertCell(cell),
        ),
      );
      columns.forEach((column, i) => {
        if (column.money) added.getCell(i + 1).numFmt = MONEY_FORMAT;
      });
      added.commit();
    }
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return { filename, contentType: CONTENT_TYPES.xlsx, body: out };
}
