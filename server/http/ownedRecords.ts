import type { Kysely, Selectable } from 'kysely';
import { countCapOf, type FieldDef, type ListParams, type ReviewReason } from '../../contract';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';
import { uniqueViolation } from '../db/unique';
import { conflict, notFound } from '../errors';
import { newId } from '../lib/ids';
import { applyFilters, cappedCount, listPage } from './listPage';

/** The columns of a table whose rows belong to one account. */
interface OwnedRow {
  id: string;
  main_id: string;
}

/** An owned row under operator review. */
interface ReviewedRow extends OwnedRow {
  status: string;
  review_note: string | null;
  review_reason: string | null;
}

/** A verdict as the operators' route (ReviewVerdict) or a staff user gives it (with a reason code). */
export type Decision =
  | { status: 'approved' }
  | { status: 'rejected'; note?: string | null; reason?: ReviewReason | null };

type TablesOf<Shape> = {
  [K in keyof Database]: Database[K] extends Shape ? K : never;
}[keyof Database];

type OwnedTable = TablesOf<OwnedRow>;
type ReviewedTable = TablesOf<ReviewedRow>;

/** A row's own columns: what a create writes and an update changes (id and owner are given). */
export type OwnedColumns<TB extends OwnedTable> = Omit<Selectable<Database[TB]>, 'id' | 'main_id'>;

interface OwnedRecordsOptions<TB extends OwnedTable, R> {
  table: TB;
  fields: readonly FieldDef[];
  /** Column of each declared field (a field not named here is its own column). */
  columns?: Record<string, string>;
  toRecord: (row: Selectable<Database[TB]>) => R;
  /**
   * The field each column of a unique index (with `main_id`) holds: a create or update the
   * index refuses is a conflict under that field, race or not.
   */
  unique?: Record<string, string>;
}

// Kysely cannot pick a table from a type parameter: the queries read the table through a
// view of the database that has only the columns every such table has
const tablesOf = <Row>(db: Db) => db.kysely as unknown as Kysely<Record<string, Row>>;

/**
 * The reads and writes every account-owned resource has: its list (paged, sorted and
 * filtered by the declared fields), one record, create, update and delete, all within the
 * account. A record of another account is "not found", never "forbidden".
 */
export function ownedRecords<TB extends OwnedTable, R>(
  db: Db,
  { table, fields, columns = {}, toRecord, unique = {} }: OwnedRecordsOptions<TB, R>,
) {
  type Row = Selectable<Database[TB]>;
  const tables = tablesOf<OwnedRow>(db);
  const name: string = table;
  const columnOf = (source: string) => columns[source] ?? source;
  const rowsOf = (mainId: string) => tables.selectFrom(name).where('main_id', '=', mainId);

  /** A write, with a value the account already holds refused under its field. */
  async function writing(write: Promise<unknown>) {
    try {
      await write;
    } catch (error) {
      const field = unique[uniqueViolation(error) ?? ''];
      if (field) throw conflict('errors.valueInUse', { [field]: 'errors.valueInUse' });
      throw error;
    }
  }

  async function find(id: string, mainId: string): Promise<Row> {
    const row = await rowsOf(mainId).selectAll().where('id', '=', id).executeTakeFirst();
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
    /** Whether the account holds the record: a reference from another record must name its own. */
    async owns(mainId: string, id: string) {
      return (
        (await rowsOf(mainId).select('id').where('id', '=', id).executeTakeFirst()) !== undefined
      );
    },
    async create(mainId: string, values: OwnedColumns<TB>) {
      const row = { ...values, id: newId(), main_id: mainId };
      await writing(tables.insertInto(name).values(row).execute());
      return toRecord(row as unknown as Row);
    },
    async update(mainId: string, id: string, changes: Partial<OwnedColumns<TB>>) {
      const row = await find(id, mainId);
      if (Object.keys(changes).length > 0)
        await writing(tables.updateTable(name).set(changes).where('id', '=', id).execute());
      return toRecord({ ...row, ...changes });
    },
    async remove(mainId: string, id: string) {
      const row = await find(id, mainId);
      await tables.deleteFrom(name).where('id', '=', id).execute();
      return toRecord(row);
    },
  };
}

/**
 * An owned resource under operator review (`status`, `review_note`, `review_reason`): what
 * `ownedRecords` gives, and the verdict, which may reach any account's record.
 */
export function reviewedRecords<TB extends ReviewedTable, R>(
  db: Db,
  options: OwnedRecordsOptions<TB, R>,
) {
  const tables = tablesOf<ReviewedRow>(db);
  const name: string = options.table;
  return {
    ...ownedRecords(db, options),
    /**
     * A verdict. The operators' route may review any state again (a rejection reconsidered);
     * `pendingOnly` (the staff queues) decides a record once: a decided one is a 409.
     */
    async review(id: string, verdict: Decision, { pendingOnly = false } = {}) {
      const row = await tables.selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
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
      return options.toRecord({ ...row, ...reviewed } as unknown as Selectable<Database[TB]>);
    },
  };
}
