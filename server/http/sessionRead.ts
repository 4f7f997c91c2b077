import DataLoader from 'dataloader';
import type { Db } from '../db/connect';
import { prepared } from '../db/prepared';

/** Every API call starts here, so its query is compiled once. */
const sessionByToken = prepared((db: Db, _shape: null, params: { tokenHash: string }) =>
  db.kysely
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('roles', 'roles.id', 'accounts.role_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at',
      'sessions.revoked_at',
      'accounts.id as accountId',
      'accounts.main_id',
      'accounts.status',
      'roles.permissions',
    ])
    .where('sessions.token_hash', '=', params.tokenHash),
);

type SessionRow = Awaited<ReturnType<typeof sessionByToken>>[number];

const readers = new WeakMap<Db, DataLoader<string, SessionRow | undefined>>();

function readerOf(db: Db) {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DataLoader(
      (tokenHashes: readonly string[]) => {
        const reads = new Map<string, Promise<SessionRow | undefined>>();
        for (const tokenHash of new Set(tokenHashes)) {
          reads.set(
            tokenHash,
            sessionByToken(db, null, { tokenHash }).then(([row]) => row),
          );
        }
        return Promise.all(tokenHashes.map((tokenHash) => reads.get(tokenHash)));
      },
      // nothing is kept once a read has answered; the read waits for the turn's last call
      { cache: false, batchScheduleFn: (send) => setImmediate(send) },
    );
    readers.set(db, reader);
  }
  return reader;
}

/**
 * The session of a token's hash with its account and role. Calls that arrive in the same turn
 * of the event loop share one read per token, sent once the turn has taken every call in (a
 * screen's calls come together; under load, many callers' do). Each call that shares a read
 * arrived before it was sent, so it sees any sign-out, disabling or role change committed
 * before the call came, as a read of its own would. What it saves: docs/performance.md.
 */
export const readSession = (db: Db, tokenHash: string) => readerOf(db).load(tokenHash);
