import type { CompiledQuery } from 'kysely';
import type pg from 'pg';

/** Statements given a name at most: the shapes the server runs on every request. */
const MOST_NAMED = 200;

/**
 * Runs the statements the server runs on every request straight on the pool, as named
 * prepared statements. PostgreSQL parses and plans an unnamed statement on every run; a named
 * one is prepared once per connection (pg remembers which it has sent) and then only bound and
 * run. Kysely's executor is left out too: per statement it cost as much as pg's own work.
 */
export function namedStatements(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name && names.size < MOST_NAMED) names.set(sql, (name = `s${names.size + 1}`));
    return name;
  };
  return async <Row>(query: CompiledQuery): Promise<Row[]> => {
    const text = query.sql;
    const result = await pool.query({ name: nameOf(text), text, values: [...query.parameters] });
    return result.rows as Row[];
  };
}
