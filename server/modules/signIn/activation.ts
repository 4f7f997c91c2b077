import type { FastifyInstance } from 'fastify';
import { fromMicros } from '../../../contract';
import { post } from '../wallet/ledger';
import { readTicket, spendTicket } from './tickets';

/**
 * Follows an activation link: the pending account becomes active and its wallet opens with
 * the free trial credit, booked as a ledger entry of type adjust, all in one transaction.
 * A link works once; an expired, used or unknown one is answered as such.
 */
export async function activateAccount(app: FastifyInstance, token: string) {
  const ticket = await readTicket(app.db, token, 'activate');
  if (ticket.state !== 'valid') return { state: ticket.state, trialCredit: null };
  const credit = app.config.trialCreditMicros;
  const now = Date.now();
  const activated = await app.db.kysely.transaction().execute(async (trx) => {
    if (!(await spendTicket(trx, ticket.tokenHash, now))) return false;
    const account = await trx
      .updateTable('accounts')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', ticket.accountId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(account.numUpdatedRows) !== 1) return false;
    // the wallet opens with the trial credit, through the one function that moves balances
    if (credit > 0)
      await post(trx, {
        accountId: ticket.accountId,
        type: 'adjust',
        amountMicros: credit,
        note: 'Free trial credit',
        now,
      });
    else
      await trx
        .insertInto('wallets')
        .values({
          account_id: ticket.accountId,
          balance_micros: 0,
          credit_limit_micros: 0,
          updated_at: now,
        })
        .execute();
    return true;
  });
  return activated
    ? { state: 'activated' as const, trialCredit: fromMicros(credit) }
    : { state: 'used' as const, trialCredit: null };
}
