import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { withStatementCache } from '../../server/db/sqliteStatements';

/**
 * SQLite's rows are read as arrays and named from each kept statement's columns
 * (server/db/sqliteStatements.ts): every way of reading gives the rows Kysely would.
 */
describe('SQLite statements read as arrays', () => {
  let db: Db;
  afterEach(() => db.destroy());

  const everything = () => sql<Record<string, unknown>>`select * from notes order by id`;

  it('names each value by its column, in every way of reading', async () => {
    db = connect('sqlite::memory:');
    await sql`create table notes (id integer primary key, body text, weight real)`.execute(
      db.kysely,
    );
    await sql`insert into notes (id, body, weight) values (1, 'a', 0.5), (2, null, 2)`.execute(
      db.kysely,
    );
    const expected = [
      { id: 1, body: 'a', weight: 0.5 },
      { id: 2, body: null, weight: 2 },
    ];
    expect((await everything().execute(db.kysely)).rows).toEqual(expected);
    expect(await db.runPrepared(everything().compile(db.kysely))).toEqual(expected);
    const streamed = [];
    for await (const row of db.kysely
      .selectFrom('notes' as never)
      .selectAll()
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual(expected);
    const inserted = await sql<{ id: number; body: string }>`
      insert into notes (id, body) values (3, 'c') returning id, body`.execute(db.kysely);
    expect(inserted.rows).toEqual([{ id: 3, body: 'c' }]);
  });

  it('reads the new columns of a table changed after its statement was kept', async () => {
    db = connect('sqlite::memory:');
    await sql`create table notes (id integer primary key)`.execute(db.kysely);
    await sql`insert into notes (id) values (1)`.execute(db.kysely);
    expect((await everything().execute(db.kysely)).rows).toEqual([{ id: 1 }]);
    await sql`alter table notes add column body text default 'x'`.execute(db.kysely);
    expect((await everything().execute(db.kysely)).rows).toEqual([{ id: 1, body: 'x' }]);
  });
});

/**
 * SQLite plans with the value of a bound outer LIMIT and compiles the statement again each
 * time one is bound; the value is written into the kept statement's SQL instead.
 */
describe('SQLite statements with a bound LIMIT', () => {
  const opened: SQLite.Database[] = [];
  afterEach(() => opened.splice(0).forEach((database) => database.close()));

  /** A cache over a table of five notes, and the SQL of every statement SQLite prepared. */
  function notes() {
    const database = new SQLite(':memory:');
    opened.push(database);
    database.exec('create table notes (id integer primary key, body text)');
    database.exec(
      "insert into notes (id, body) values (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e')",
    );
    const prepared: string[] = [];
    const prepare = database.prepare.bind(database);
    database.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof database.prepare;
    return { statements: withStatementCache(database), prepared };
  }
  const ids = (rows: unknown[]) => rows.map((row) => (row as { id: number }).id);

  it('runs each LIMIT value as its own kept statement, with the rows of that value', () => {
    const { statements, prepared } = notes();
    const page = 'select id from notes order by id limit ?';
    expect(ids(statements.prepare(page).all([2]))).toEqual([1, 2]);
    expect(ids(statements.prepare(page).all([3]))).toEqual([1, 2, 3]);
    const before = prepared.length;
    expect(ids(statements.prepare(page).all([2]))).toEqual([1, 2]);
    expect(prepared.length).toBe(before);
    expect(prepared).toContain('select id from notes order by id limit 2');
    expect(prepared).toContain('select id from notes order by id limit 3');
  });

  it('keeps OFFSET bound, and writes a subquery’s LIMIT in too', () => {
    const { statements, prepared } = notes();
    const page = 'select id from notes order by id limit ? offset ?';
    expect(ids(statements.prepare(page).all([2, 1]))).toEqual([2, 3]);
    expect(ids(statements.prepare(page).all([2, 3]))).toEqual([4, 5]);
    expect(prepared).toContain('select id from notes order by id limit 2 offset ?');
    // a page and its count capped by the subquery's LIMIT, as a list with "1,000+" asks
    const counted =
      'select id, (select count(*) from (select 1 from notes where id > ? limit ?)) as total' +
      ' from notes where id > ? order by id limit ? offset ?';
    const rows = statements.prepare(counted).all([1, 3, 1, 2, 1]) as { total: number }[];
    expect(ids(rows)).toEqual([3, 4]);
    expect(rows[0].total).toBe(3);
    expect((statements.prepare(counted).all([0, 10, 0, 1, 0]) as { total: number }[])[0]).toEqual({
      id: 1,
      total: 5,
    });
    expect(prepared).toContain(
      'select id, (select count(*) from (select 1 from notes where id > ? limit 3)) as total' +
        ' from notes where id > ? order by id limit 2 offset ?',
    );
  });

  it('counts only the question marks that are parameters, not those quoted', () => {
    const { statements, prepared } = notes();
    const page = `select id, 'limit ?' as "why?" from notes where body <> ? order by id limit ?`;
    const rows = statements.prepare(page).all(['a', 2]) as Record<string, unknown>[];
    expect(rows).toEqual([
      { id: 2, 'why?': 'limit ?' },
      { id: 3, 'why?': 'limit ?' },
    ]);
    expect(prepared).toContain(
      `select id, 'limit ?' as "why?" from notes where body <> ? order by id limit 2`,
    );
  });

  it('answers every page of a long walk, each with its own cap, from a bounded set of texts', () => {
    const { statements } = notes();
    const counted =
      'select id, (select count(*) from (select 1 from notes limit ?)) as total' +
      ' from notes order by id limit ?';
    for (let cap = 1; cap <= 200; cap += 1) {
      const [row] = statements.prepare(counted).all([cap, 1]) as { total: number }[];
      expect(row.total).toBe(Math.min(cap, 5));
    }
  });

  it('binds a LIMIT that is not a safe integer, never writing it into the SQL', () => {
    const { statements, prepared } = notes();
    const page = 'select id from notes order by id limit ?';
    expect(ids(statements.prepare(page).all([2n]))).toEqual([1, 2]);
    expect(() => statements.prepare(page).all(['1; drop table notes'])).toThrow();
    expect(ids(statements.prepare(page).all([5]))).toEqual([1, 2, 3, 4, 5]);
    expect(prepared.some((source) => source.includes('drop'))).toBe(false);
  });

  it('gives Kysely’s limit and offset the rows they ask for, read and streamed', async () => {
    const db = connect('sqlite::memory:');
    try {
      await sql`create table notes (id integer primary key)`.execute(db.kysely);
      await sql`insert into notes (id) values (1), (2), (3), (4)`.execute(db.kysely);
      const page = (limit: number, offset: number) =>
        db.kysely
          .selectFrom('notes' as never)
          .select(sql<number>`id`.as('id'))
          .orderBy(sql`id`)
          .limit(limit)
          .offset(offset);
      expect(ids(await page(2, 1).execute())).toEqual([2, 3]);
      expect(ids(await db.runPrepared(page(3, 0).compile()))).toEqual([1, 2, 3]);
      const streamed = [];
      for await (const row of page(2, 2).stream()) streamed.push(row);
      expect(ids(streamed)).toEqual([3, 4]);
    } finally {
      await db.destroy();
    }
  });
});
