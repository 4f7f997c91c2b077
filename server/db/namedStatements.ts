import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** Statements given a name at most: the shapes the server runs on every request. */
const MOST_NAMED = 200;

/**
 * Named prepared statements for the queries the server runs on every request. PostgreSQL
 * parses and plans an unnamed statement on every run; a named one is prepared once per
 * connection (pg remembers which it has sent) and then only bound and run.
 */
export class NamedStatements {
  readonly #names = new Map<string, string>();

  /** Names this statement from now on (the same text keeps its name). */
  add(sql: string): void {
    if (this.#names.size < MOST_NAMED && !this.#names.has(sql)) {
      this.#names.set(sql, `s${this.#names.size + 1}`);
    }
  }

  /** The pool as Kysely uses it, running named statements under their names. */
  pool(pool: pg.Pool): PostgresPool {
    return {
      connect: async () => this.#client(await pool.connect()),
      end: () => pool.end(),
    };
  }

  #client(client: pg.PoolClient): PostgresPoolClient {
    const query = (text: string, values: readonly unknown[]) => {
      const name = this.#names.get(text);
      return client.query({ text, values: values as unknown[], ...(name && { name }) });
    };
    // Kysely passes a cursor instead of text only to a dialect given one (streaming); ours has none
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  }
}
