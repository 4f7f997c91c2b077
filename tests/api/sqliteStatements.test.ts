import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';

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
