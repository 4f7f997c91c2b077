import type SQLite from 'better-sqlite3';

const CACHED_STATEMENTS = 500;

/** A statement that changes a table's columns, after which a kept column list may be wrong. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/** The outer query's LIMIT bound as a parameter, where Kysely writes it: last, or before OFFSET. */
const BOUND_LIMIT = /\blimit \?( offset \?)?$/;

/** A prepared statement as Kysely's SQLite dialect uses it. */
export interface SqliteStatement {
  readonly reader: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

function rowOf(columns: string[], values: unknown[]) {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i += 1) row[columns[i]] = values[i];
  return row;
}

/**
 * A statement whose rows better-sqlite3 reads as arrays and we turn into objects: its own
 * objects cost twice as much (a page of 25 orders: ~170 µs as objects, ~90 µs this way).
 */
function readingArrays(statement: SQLite.Statement, onSchemaChange: () => void): SqliteStatement {
  if (!statement.reader) {
    return {
      reader: false,
      get busy() {
        return statement.busy;
      },
      all: (parameters) => statement.all(parameters),
      run: (parameters) => {
        const result = statement.run(parameters);
        if (SCHEMA_CHANGE.test(statement.source)) onSchemaChange();
        return result;
      },
      iterate: (parameters) => statement.iterate(parameters),
    };
  }
  const columns = statement.columns().map((column) => column.name);
  statement.raw(true);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) =>
      (statement.all(parameters) as unknown[][]).map((values) => rowOf(columns, values)),
    run: (parameters) => statement.run(parameters),
    iterate: function* (parameters) {
      for (const values of statement.iterate(parameters)) yield rowOf(columns, values as unknown[]);
    },
  };
}

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, keeping prepared statements by their
 * SQL: Kysely prepares every query anew, which costs more than running a list's queries.
 * A statement still busy (a streamed query) is not shared: a fresh one is prepared. A
 * statement's column names are read once, so any schema change forgets every statement.
 */
export function withStatementCache(database: SQLite.Database) {
  const statements = new Map<string, SqliteStatement>();
  const forgetAll = () => statements.clear();
  const asWritten = (sql: string) => readingArrays(database.prepare(sql), forgetAll);
  const prepare = (sql: string): SqliteStatement => {
    const cached = statements.get(sql);
    if (cached && !cached.busy) return cached;
    const statement = BOUND_LIMIT.test(sql)
      ? limitWritten(sql, asWritten, prepare)
      : asWritten(sql);
    if (!cached) {
      if (statements.size >= CACHED_STATEMENTS) {
        statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
    }
    return statement;
  };
  return { close: () => database.close(), prepare };
}

/**
 * A statement whose outer LIMIT is bound: SQLite plans with a bound LIMIT's value, so it
 * compiles the whole statement again each time one is bound (a deep orders page: ~60 of its
 * ~130 µs). Each call runs the kept statement with that value written into its SQL instead;
 * lists bind a few page sizes, so a few statements are kept.
 */
function limitWritten(
  sql: string,
  asWritten: (sql: string) => SqliteStatement,
  prepare: (sql: string) => SqliteStatement,
): SqliteStatement {
  const bound = asWritten(sql);
  const fromEnd = sql.endsWith('offset ?') ? 2 : 1;
  // one string per value, so the cache's lookups reuse its hash
  const texts = new Map<number, string>();
  /** Runs `use` on the statement with the call's LIMIT written in, and the values left bound. */
  const written =
    <T>(use: (statement: SqliteStatement, values: readonly unknown[]) => T) =>
    (parameters: readonly unknown[]): T => {
      const at = parameters.length - fromEnd;
      const limit = parameters[at];
      if (!Number.isSafeInteger(limit)) return use(bound.busy ? asWritten(sql) : bound, parameters);
      let text = texts.get(limit as number);
      if (text === undefined) {
        text = sql.replace(BOUND_LIMIT, (clause) => clause.replace('?', String(limit)));
        texts.set(limit as number, text);
      }
      return use(
        prepare(text),
        parameters.filter((_, index) => index !== at),
      );
    };
  return {
    reader: bound.reader,
    busy: false,
    all: written((statement, values) => statement.all(values)),
    run: written((statement, values) => statement.run(values)),
    iterate: written((statement, values) => statement.iterate(values)),
  };
}
