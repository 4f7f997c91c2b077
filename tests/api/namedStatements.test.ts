import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { createPostgresDatabase } from './harness';

/**
 * PostgreSQL's per-request statements are read as arrays and named from each statement's
 * columns (server/db/namedStatements.ts): they give the rows Kysely would.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL named statements read as arrays', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: Db;
  beforeEach(async () => {
    database = await createPostgresDatabase();
    db = connect(database.url);
  });
  afterEach(async () => {
    await db.destroy();
    await database.drop();
  });

  const everything = () => sql<Record<string, unknown>>`select * from notes order by id`;

  it('names each value by its column, as Kysely does', async () => {
    await sql`create table notes (id bigint primary key, body text, weight numeric)`.execute(
      db.kysely,
    );
    await sql`insert into notes values (1, 'a', 0.5), (2, null, 2), (3, 'c', null)`.execute(
      db.kysely,
    );
    const expected = [
      { id: 1, body: 'a', weight: '0.5' },
      { id: 2, body: null, weight: '2' },
      { id: 3, body: 'c', weight: null },
    ];
    expect((await everything().execute(db.kysely)).rows).toEqual(expected);
    expect(await db.runPrepared(everything().compile(db.kysely))).toEqual(expected);
    // the second run takes the columns remembered from the first
    expect(await db.runPrepared(everything().compile(db.kysely))).toEqual(expected);
  });

  it("fails one run with PostgreSQL's error or a value it cannot bind, and runs the next", async () => {
    const divide = (by: number) => sql<{ ratio: number }>`select 6 / ${by}::int as ratio`;
    await expect(db.runPrepared(divide(0).compile(db.kysely))).rejects.toThrow(/division by zero/);
    const unbindable = {
      toPostgres: () => {
        throw new Error('not a value');
      },
    };
    const bad = sql<{ ratio: number }>`select 6 / ${unbindable}::int as ratio`;
    await expect(db.runPrepared(bad.compile(db.kysely))).rejects.toThrow(/not a value/);
    expect(await db.runPrepared(divide(3).compile(db.kysely))).toEqual([{ ratio: 2 }]);
  });

  it('runs statements past the named ones unnamed, each with its own columns', async () => {
    const numbered = (index: number) =>
      sql<
        Record<string, number>
      >`select ${sql.raw(String(index))} + ${index}::int as ${sql.ref(`c${index}`)}`;
    const answers = await Promise.all(
      Array.from({ length: 230 }, (_, index) => db.runPrepared(numbered(index).compile(db.kysely))),
    );
    answers.forEach((rows, index) => expect(rows).toEqual([{ [`c${index}`]: 2 * index }]));
  });

  it('reads the new columns of a table changed after its statement was named', async () => {
    await sql`create table notes (id bigint primary key, body text)`.execute(db.kysely);
    await sql`insert into notes values (1, 'a')`.execute(db.kysely);
    expect(await db.runPrepared(everything().compile(db.kysely))).toEqual([{ id: 1, body: 'a' }]);
    await sql`alter table notes drop column body, add column weight int default 7`.execute(
      db.kysely,
    );
    // the connection that prepared the statement refuses it (its result type changed); the
    // others the pool opens for the calls sent together prepare it anew, with the new columns
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, () => db.runPrepared(everything().compile(db.kysely))),
    );
    const read = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(read.length).toBeGreaterThan(0);
    for (const rows of read) expect(rows).toEqual([{ id: 1, weight: 7 }]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL sessions of the server', () => {
  it('run without JIT compilation, Kysely’s and the named statements’ alike', async () => {
    const database = await createPostgresDatabase();
    const db = connect(database.url);
    try {
      const setting = sql<{ jit: string }>`show jit`;
      expect((await setting.execute(db.kysely)).rows).toEqual([{ jit: 'off' }]);
      expect(await db.runPrepared(setting.compile(db.kysely))).toEqual([{ jit: 'off' }]);
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
