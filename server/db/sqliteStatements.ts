import type SQLite from 'better-sqlite3';
import { rowOf } from './rowOf';

const CACHED_STATEMENTS = 500;

/** A statement that changes a table's columns, after which a kept column list may be wrong. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;
/** A LIMIT bound as a parameter, the outer query's or a subquery's (a capped count's). */
const BOUND_LIMIT = /\blimit \?/;
/**
 * Statements kept per bound-LIMIT statement, one per set of values: pages deep into a list
 * count ahead to ever larger caps, and each would otherwise stay for good.
 */
const WRITTEN_PER_STATEMENT = 64;

/** A prepared statement as Kysely's SQLite dialect uses it. */
export interface SqliteStatement {
  readonly reader: boolean;
  readonly busy: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
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
    const limits = BOUND_LIMIT.test(sql) ? boundLimits(sql) : [];
    const statement =
      limits.length > 0 ? limitWritten(sql, limits, asWritten, prepare) : asWritten(sql);
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

interface BoundLimit {
  /** The index of the LIMIT's value among the statement's parameters. */
  parameter: number;
  /** The offset of its `?` in the SQL. */
  at: number;
}

/**
 * Where the statement's bound LIMITs stand. Question marks in quoted strings and names are no
 * parameters.
 */
function boundLimits(sql: string) {
  const limits: BoundLimit[] = [];
  let parameter = 0;
  let quote: string | null = null;
  for (let at = 0; at < sql.length; at += 1) {
    const char = sql[at];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if (char === '?') {
      if (/\blimit $/i.test(sql.slice(Math.max(0, at - 7), at))) limits.push({ parameter, at });
      parameter += 1;
    }
  }
  return limits;
}

/**
 * A statement with a bound LIMIT: SQLite plans with a bound LIMIT's value, so it compiles the
 * whole statement again each time one is bound (a deep orders page: ~60 of its ~130 µs; a
 * delivery log page with its capped count: ~70 of ~170 µs). Each call runs a kept statement
 * with the LIMIT values written into its SQL instead; lists bind a few page sizes and caps, so
 * a few statements are kept.
 */
function limitWritten(
  sql: string,
  limits: BoundLimit[],
  asWritten: (sql: string) => SqliteStatement,
  prepare: (sql: string) => SqliteStatement,
): SqliteStatement {
  const bound = asWritten(sql);
  const limitParameters = new Set(limits.map((limit) => limit.parameter));
  // one string per set of values, so the cache's lookups reuse its hash
  const texts = new Map<string, string>();
  const textFor = (values: number[]) => {
    const key = values.join(',');
    let text = texts.get(key);
    if (text === undefined) {
      text = limits.reduceRight(
        (written, limit, index) =>
          written.slice(0, limit.at) + String(values[index]) + written.slice(limit.at + 1),
        sql,
      );
      if (texts.size >= WRITTEN_PER_STATEMENT) texts.delete(texts.keys().next().value as string);
      texts.set(key, text);
    }
    return text;
  };
  /** Runs `use` on the statement with the call's LIMITs written in, and the values left bound. */
  const written =
    <T>(use: (statement: SqliteStatement, values: readonly unknown[]) => T) =>
    (parameters: readonly unknown[]): T => {
      const values = limits.map((limit) => parameters[limit.parameter]);
      if (!values.every(Number.isSafeInteger)) {
        return use(bound.busy ? asWritten(sql) : bound, parameters);
      }
      return use(
        prepare(textFor(values as number[])),
        parameters.filter((_, index) => !limitParameters.has(index)),
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
