import type { Kysely, Selectable } from 'kysely';
import { countCapOf, type FieldDef, type ListParams, type ReviewReason } from '../../contract';
import { conflict } from '../errors';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { applyFilters, cappedCount, listPage } from './listPage';

/** The columns of a table whose rows belong to one account and are under operator review. */
interface ReviewedRow {
  id: string;
  main_id: string;
  status: string;
  review_note: string | null;
  review_reason: string | null;
}

/** A verdict as the operators' route (ReviewVerdict) or a staff user gives it (with a reason code). */
export type Decision =
  | { status: 'approved' }
  | { status: 'rejected'; note?: string | null; reason?: ReviewReason | null };

type ReviewedTable = {
  [K in keyof Database]: Database[K] extends ReviewedRow ? K : never;
}[keyof Database];

interface OwnedRecordsOptions<TB extends ReviewedTable, R> {
  table: TB;
  fields: readonly FieldDef[];
  /** Column of each declared field (a field not named here is its own column). */
  columns: Record<string, string>;
  toRecord: (row: Selectable<Database[TB]>) => R;
}

/**
 * The reads and writes every account-owned, operator-reviewed resource has: its list (paged,
 * sorted and filtered by the declared fields), one record, deletion, all within the account;
 * and the operator's verdict. A record of another account is "not found", never "forbidden".
 */
export function ownedRecords<TB extends ReviewedTable, R>(
  db: Db,
  { table, fields, columns, toRecord }: OwnedRecordsOptions<TB, R>,
) {
  type Row = Selectable<Database[TB]>;
  // Kysely cannot pick a table from a type parameter: the queries read the table through a
  // view of the database that has only the columns every reviewed table has
  const tables = db.kysely as unknown as Kysely<Record<string, ReviewedRow>>;
  const name: string = table;
  const columnOf = (source: string) => columns[source] ?? source;
  const rowsOf = (mainId: string) => tables.selectFrom(name).where('main_id', '=', mainId);

  async function find(id: string, mainId?: string): Promise<Row> {
    let rows = tables.selectFrom(name).selectAll().where('id', '=', id);
    if (mainId !== undefined) rows = rows.where('main_id', '=', mainId);
    const row = await rows.executeTakeFirst();
    if (!row) throw notFound();
    return row as unknown as Row;
  }

  return {
    async list(mainId: string, query: ListParams) {
      const rows = applyFilters(rowsOf(mainId), fields, query, columnOf);
      const page = await listPage<Row>(db, rows, query, columnOf(query.sort), {
        count: cappedCount(db, countCapOf(query)),
      });
      return { list: page.rows.map(toRecord), total: page.total, totalCapped: page.totalCapped };
    },
    one: async (mainId: string, id: string) => toRecord(await find(id, mainId)),
    async remove(mainId: string, id: string) {
      const row = await find(id, mainId);
      await tables.deleteFrom(name).where('id', '=', id).execute();
      return toRecord(row);
    },
    /**
     * A verdict. The operators' route may review any state again (a rejection reconsidered);
     * `pendingOnly` (the staff queues) decides a record once: a decided one is a 409.
     */
    async review(id: string, verdict: Decision, { pendingOnly = false } = {}) {
      const row = await find(id);
      const rejected = verdict.status === 'rejected';
      const reviewed = {
        status: verdict.status,
        review_note: rejected ? (verdict.note ?? null) : null,
        review_reason: rejected ? (verdict.reason ?? null) : null,
      };
      let update = tables.updateTable(name).set(reviewed).where('id', '=', id);
      if (pendingOnly) update = update.where('status', '=', 'pending');
      const { numUpdatedRows } = await update.executeTakeFirst();
      if (Number(numUpdatedRows) === 0) throw conflict('staffReviews.errors.alreadyDecided');
      return toRecord({ ...row, ...reviewed });
    },
  };
}
