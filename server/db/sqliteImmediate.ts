import { SqliteDialect, SqliteDriver, CompiledQuery, type DatabaseConnection } from 'kysely';

/**
 * Transactions that take the write lock as they begin. The message ingest writes from a
 * thread of its own (server/ingestThread.ts) through a second connection: a deferred
 * transaction that read before that thread committed could not write after it
 * (SQLITE_BUSY_SNAPSHOT, not waited for), while an immediate one waits its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}
