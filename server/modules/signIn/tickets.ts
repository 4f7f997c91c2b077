import type { Transaction } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

/** What a one-time ticket is for: an activation link, or the last step of a password reset. */
export type TicketPurpose = 'activate' | 'reset';

export const ACTIVATION_TTL_MS = 24 * 3_600_000;
export const RESET_TTL_MS = 15 * 60_000;

/** Issues a ticket (256 random bits, stored hashed) and voids the account's earlier ones. */
export async function issueTicket(
  db: Db,
  accountId: string,
  purpose: TicketPurpose,
  ttlMs: number,
) {
  const token = newToken();
  const now = Date.now();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_tickets')
      .set({ used_at: now })
      .where('account_id', '=', accountId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('account_tickets')
      .values({
        token_hash: hashToken(token),
        account_id: accountId,
        purpose,
        created_at: now,
        expires_at: now + ttlMs,
        used_at: null,
      })
      .execute();
  });
  return token;
}

export type TicketState =
  | { state: 'valid'; accountId: string; tokenHash: string }
  | { state: 'expired' | 'used' | 'invalid' };

/** Looks a ticket up without using it. */
export async function readTicket(
  db: Db,
  token: string,
  purpose: TicketPurpose,
): Promise<TicketState> {
  const row = await db.kysely
    .selectFrom('account_tickets')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'invalid' };
  if (row.used_at !== null) return { state: 'used' };
  if (row.expires_at <= Date.now()) return { state: 'expired' };
  return { state: 'valid', accountId: row.account_id, tokenHash: row.token_hash };
}

/** Uses a ticket inside the change it allows; false when another request used it first. */
export async function spendTicket(trx: Transaction<Database>, tokenHash: string, now: number) {
  const used = await trx
    .updateTable('account_tickets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
