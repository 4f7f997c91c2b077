import { Migrator, type Kysely, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connect';
import { joinMigrations, timestampedName } from '../../server/db/migrationNames';
import { migrations } from '../../server/db/migrations';
import { MODULE_MIGRATIONS } from '../../server/modules/registry';

const table = (name: string): Migration => ({
  up: async (db: Kysely<unknown>) => {
    await db.schema.createTable(name).addColumn('id', 'varchar(64)').execute();
  },
});

describe('migration names', () => {
  const db = connect('sqlite::memory:');
  afterAll(() => db.destroy());

  const migrate = async (list: Record<string, Migration>) => {
    const { error, results } = await new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => list },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    if (error) throw error;
    return (results ?? []).map((result) => result.migrationName);
  };

  it('runs a module timestamped after the numbered ones, and only what is new, in name order', async () => {
    const today = joinMigrations(migrations, MODULE_MIGRATIONS);
    expect((await migrate(today)).length).toBe(Object.keys(today).length);
    const branchA = { '20261128T1015_blocked_numbers': table('blocked_numbers') };
    const branchB = { '20261128T0940_opt_outs': table('opt_outs') };
    const merged = joinMigrations(migrations, MODULE_MIGRATIONS, branchA, branchB);
    expect(await migrate(merged)).toEqual([
      '20261128T0940_opt_outs',
      '20261128T1015_blocked_numbers',
    ]);
    expect(await migrate(merged)).toEqual([]);
  });

  it('names a new migration by the minute, in UTC', () => {
    expect(timestampedName('blocked_numbers', new Date('2026-11-28T10:15:42Z'))).toBe(
      '20261128T1015_blocked_numbers',
    );
  });

  it('refuses a name of neither form and a name declared twice', () => {
    expect(() => joinMigrations({ '18_sender_ids': table('x') })).toThrow(/18_sender_ids/);
    expect(() => joinMigrations({ '2026-11-28_x': table('x') })).toThrow(/2026-11-28_x/);
    expect(() =>
      joinMigrations({ '0018_sender_ids': table('x') }, { '0018_sender_ids': table('y') }),
    ).toThrow(/declared twice/);
  });
});
