import type { Bill, BillDetail, Language } from '../../../contract';
import { fromMicros, toMicros } from '../../../contract';
import type { Db } from '../../db/connect';
import type { BillsTable } from '../../db/schema';
import type { FileAnswer } from '../../http/downloadRoute';
import { inertCell } from '../../lib/inertCell';
import { MONEY_FORMAT, tableFile, UNIT_PRICE_FORMAT, type Cell } from '../../http/tableFile';
import { messagesOf } from '../../lib/consoleMessages';
import { productNames } from '../products/names';
import { allDetails, detailTotals, type DetailFilters } from './repo';

const detailRow = (d: BillDetail, names: Map<string, string>, language: Language): Cell[] => {
  const types = messagesOf(language).enums.messageType as Record<string, string>;
  return [
    d.id,
    d.date,
    names.get(d.productKey) ?? d.productKey,
    d.country,
    types[d.messageType] ?? d.messageType,
    d.quantity,
    d.unitPrice,
    d.amount,
  ];
};

const detailColumns = (language: Language) => {
  const f = messagesOf(language).resources['billing/bill-details'].fields;
  return [
    { header: f.id, width: 28 },
    { header: f.date, width: 12 },
    { header: f.productKey, width: 28 },
    { header: f.country, width: 9 },
    { header: f.messageType, width: 16 },
    { header: f.quantity, numeric: true, width: 12 },
    { header: f.unitPrice, numeric: true, width: 14 },
    { header: f.amount, numeric: true, money: true, width: 16 },
  ];
};

/**
 * The details of a month range as CSV, sorted by date, ending with a total line whose
 * quantity and amount are the sums the screen shows for the same filters.
 */
export async function detailsCsv(
  db: Db,
  mainId: string,
  filters: DetailFilters,
  language: Language,
): Promise<FileAnswer> {
  const names = await productNames(db, language);
  const totals = await detailTotals(db, mainId, filters);
  const label = messagesOf(language).billing.bill.total;
  async function* rows() {
    for await (const detail of allDetails(db, mainId, filters))
      yield detailRow(detail, names, language);
    yield [label, '', '', '', '', totals.totalQuantity, '', totals.totalAmount];
  }
  return tableFile(
    'csv',
    `bill-details-${filters.monthFrom}_${filters.monthTo}`,
    detailColumns(language),
    rows(),
  );
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * One bill as XLSX: a sheet with the bill's fields and a sheet with its lines (the month's
 * usage lines of that product, or the paid top-up) ending with their total, which equals
 * the bill amount.
 */
export async function billXlsx(
  db: Db,
  row: BillsTable,
  bill: Bill,
  language: Language,
): Promise<FileAnswer> {
  const m = messagesOf(language);
  const f = m.resources['billing/bill'].fields;
  const names = await productNames(db, language);
  // loaded by the first XLSX asked for, not at start: it weighs ~30 MB of memory
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const summary = book.addWorksheet(m.billing.bill.title);
  summary.columns = [{ width: 24 }, { width: 36 }];
  const fields: [string, Cell][] = [
    [f.billNo, bill.billNo],
    [f.productKey, names.get(bill.productKey) ?? bill.productKey],
    [f.month, bill.month],
    [f.corporateName, bill.corporateName],
    [f.billType, m.enums.billType[bill.billType]],
    [f.itemCount, bill.itemCount],
    [f.amount, Number(bill.amount)],
  ];
  for (const [label, value] of fields) summary.addRow([label, inertCell(value)]);
  summary.getCell(`B${fields.length}`).numFmt = MONEY_FORMAT;
  summary.getColumn(1).font = { bold: true };

  const details = book.addWorksheet(m.billing.bill.tabs.details);
  const columns = detailColumns(language);
  details.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  details.getRow(1).font = { bold: true };
  let quantity = 0;
  let amount = 0;
  if (bill.billType === 'monthly') {
    const filters = { monthFrom: bill.month, monthTo: bill.month, productKey: bill.productKey };
    for await (const detail of allDetails(db, row.main_id, filters)) {
      const cells = detailRow(detail, names, language);
      details.addRow(cells.map((cell, i) => (columns[i].numeric ? Number(cell) : inertCell(cell))));
      quantity += detail.quantity;
      amount += toMicros(detail.amount);
    }
  } else {
    details.addRow([
      row.source_key.replace(/^order:/, ''),
      bill.createdAt.slice(0, 10),
      inertCell(names.get(bill.productKey) ?? bill.productKey),
      '',
      '',
      1,
      Number(bill.amount),
      Number(bill.amount),
    ]);
    quantity = 1;
    amount = toMicros(bill.amount);
  }
  const total = details.addRow([
    m.billing.bill.total,
    '',
    '',
    '',
    '',
    quantity,
    '',
    Number(fromMicros(amount)),
  ]);
  total.font = { bold: true };
  details.getColumn(7).numFmt = UNIT_PRICE_FORMAT;
  details.getColumn(8).numFmt = MONEY_FORMAT;
  return {
    filename: `bill-${bill.billNo}.xlsx`,
    contentType: XLSX,
    body: Buffer.from(await book.xlsx.writeBuffer()),
  };
}
