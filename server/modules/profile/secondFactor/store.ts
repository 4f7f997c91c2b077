import type { Db } from '../../../db/connect';
import { totpStep } from './totp';

/** The account's second-factor row, if it has one. */
export const factorOf = (db: Db, accountId: string) =>
  db.kysely
    .selectFrom('second_factors')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();

/**
 * Accepts a TOTP code of the account's enabled secret once: the step it belongs to must be
 * newer than the last one accepted, and recording it is the same conditional update.
 */
export async function acceptTotp(db: Db, accountId: string, code: string) {
  const factor = await factorOf(db, accountId);
  if (factor?.method !== 'totp' || !factor.totp_secret) return false;
  const step = totpStep(factor.totp_secret, code);
  if (step === null) return false;
  const recorded = await db.kysely
    .updateTable('second_factors')
    .set({ last_step: step })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(recorded.numUpdatedRows) > 0;
}
