import type { CompiledQuery } from 'kysely';
import type pg from 'pg';
import { rowOf } from './rowOf';

/** Statements given a name at most: the shapes the server runs on every request. */
const MOST_NAMED = 200;

interface Statement {
  name: string;
  /** The result's column names, the same strings for every run. */
  columns: string[] | null;
}

// pg's own rows are each copied from an object built as a dictionary; reading them cost
// more than building ours from arrays
const rowsOf = <Row>(columns: string[], rows: unknown[][]) =>
  rows.map((values) => rowOf(columns, values) as Row);

const columnsOf = (result: pg.QueryArrayResult) => result.fields.map((field) => field.name);

/** A statement's columns still as remembered (`select *` follows the table's). */
const sameColumns = (columns: string[], result: pg.QueryArrayResult) =>
  columns.length === result.fields.length &&
  result.fields.every((field, index) => field.name === columns[index]);

/**
 * Runs the statements the server runs on every request straight on the pool, as named
 * prepared statements. PostgreSQL parses and plans an unnamed statement on every run; a named
 * one is prepared once per connection (pg remembers which it has sent) and then only bound and
 * run. Kysely's executor is left out too: per statement it cost as much as pg's own work.
 */
export function namedStatements(pool: pg.Pool) {
  const statements = new Map<string, Statement>();
  const statementOf = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement && statements.size < MOST_NAMED) {
      statement = { name: `s${statements.size + 1}`, columns: null };
      statements.set(sql, statement);
    }
    return statement;
  };
  return async <Row>(query: CompiledQuery): Promise<Row[]> => {
    const text = query.sql;
    const statement = statementOf(text);
    const result = await pool.query<unknown[]>({
      name: statement?.name,
      text,
      values: [...query.parameters],
      rowMode: 'array',
    });
    if (!statement) return rowsOf(columnsOf(result), result.rows);
    if (!statement.columns || !sameColumns(statement.columns, result)) {
      statement.columns = columnsOf(result);
    }
    return rowsOf(statement.columns, result.rows);
  };
}
