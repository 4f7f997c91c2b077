import type { CompiledQuery } from 'kysely';
import pg from 'pg';
import { rowOf } from './rowOf';

/** Statements given a name at most: the shapes the server runs on every request. */
const MOST_NAMED = 200;

type Parser = (value: string) => unknown;

interface Statement {
  /** Empty for a statement run unnamed (past MOST_NAMED): parsed and described every run. */
  name: string;
  /** The result's column names and their type parsers, as PostgreSQL last described them. */
  columns: string[] | null;
  parsers: Parser[] | null;
}

/** The part of pg's connection a submitted query writes to (pg-cursor writes the same). */
interface PgConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(query: { text: string; name: string; types: number[] }): void;
  bind(config: { statement: string; values: unknown[] }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
}

interface RowDescription {
  fields: { name: string; dataTypeID: number }[];
}

// pg's mapping of a bound value to its text (dates, arrays, buffers); its types leave it out
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } })
  .utils;

/**
 * One run of a statement, submitted to a pg client as pg-cursor's queries are. pg's own Query
 * asks PostgreSQL to describe the result on every run and builds each row through its Result;
 * this asks only when it prepares the statement on a connection (a named statement's columns
 * cannot change there: PostgreSQL refuses it instead) and builds each row from the values pg
 * cut out of the message.
 */
class StatementRun<Row> implements pg.Submittable {
  callback: ((error: Error | null, rows?: Row[]) => void) | undefined;
  private readonly rows: Row[] = [];

  constructor(
    private readonly statement: Statement,
    private readonly text: string,
    private readonly values: readonly unknown[],
  ) {}

  /** Read by pg's client: a named statement parsed is not parsed again on that connection. */
  get name() {
    return this.statement.name;
  }

  submit(connection: pg.Connection) {
    const pgConnection = connection as unknown as PgConnection;
    let values: unknown[];
    try {
      values = this.values.map(prepareValue);
    } catch (error) {
      return error as Error;
    }
    const { name } = this.statement;
    const parse =
      !name ||
      (pgConnection.parsedStatements[name] === undefined &&
        pgConnection.submittedNamedStatements[name] === undefined);
    pgConnection.stream.cork?.();
    try {
      if (parse) {
        pgConnection.parse({ text: this.text, name, types: [] });
        if (name) pgConnection.submittedNamedStatements[name] = this.text;
      }
      pgConnection.bind({ statement: name, values });
      if (parse || !this.statement.columns) pgConnection.describe({ type: 'P', name: '' });
      pgConnection.execute({ portal: '', rows: 0 });
      pgConnection.sync();
    } finally {
      pgConnection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: RowDescription) {
    this.statement.columns = message.fields.map((field) => field.name);
    this.statement.parsers = message.fields.map(
      (field) => pg.types.getTypeParser(field.dataTypeID, 'text') as Parser,
    );
  }

  handleDataRow(message: { fields: unknown[] }) {
    // described before any row: on this run, or when the statement was prepared here
    const columns = this.statement.columns as string[];
    const parsers = this.statement.parsers as Parser[];
    const values = message.fields;
    for (let i = 0; i < values.length; i += 1) {
      if (values[i] !== null) values[i] = parsers[i](values[i] as string);
    }
    this.rows.push(rowOf(columns, values) as Row);
  }

  // after an error pg's client no longer hands this run the ready-for-query that follows
  handleError(error: Error) {
    this.callback?.(error);
  }

  handleReadyForQuery() {
    this.callback?.(null, this.rows);
  }

  // messages a plain SELECT never brings; pg's client calls them on the query it runs
  handleCommandComplete() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse() {}
  handleCopyData() {}
}

/**
 * Runs the statements the server runs on every request straight on the pool, as named
 * prepared statements. PostgreSQL parses and plans an unnamed statement on every run; a named
 * one is prepared once per connection (pg remembers which it has sent) and then only bound and
 * run. Kysely's executor is left out too: per statement it cost as much as pg's own work.
 */
export function namedStatements(pool: pg.Pool) {
  const statements = new Map<string, Statement>();
  const statementOf = (sql: string): Statement => {
    const known = statements.get(sql);
    if (known) return known;
    const named = statements.size < MOST_NAMED;
    const statement = {
      name: named ? `s${statements.size + 1}` : '',
      columns: null,
      parsers: null,
    };
    if (named) statements.set(sql, statement);
    return statement;
  };
  // pg-pool settles a submitted query's promise with what the query passes its callback
  return <Row>(query: CompiledQuery): Promise<Row[]> =>
    pool.query(
      new StatementRun<Row>(statementOf(query.sql), query.sql, query.parameters),
    ) as unknown as Promise<Row[]>;
}
