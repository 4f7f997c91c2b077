import { fromMicros, toMicros, type WalletAlertSettings } from '../../../contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import { audit, type AuditActor } from '../auditLog/record';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';

const DEFAULTS: WalletAlertSettings = {
  thresholds: [],
  emails: [],
  notifyAccount: true,
  callbackId: null,
};

export interface AlertRule {
  thresholdsMicros: number[];
  emails: string[];
  notifyAccount: boolean;
  callbackId: string | null;
}

/** A wallet's alert rule, or null when it has none. */
export async function ruleOf(db: Kysely<Database>, accountId: string): Promise<AlertRule | null> {
  const row = await db
    .selectFrom('wallet_alert_rules')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    thresholdsMicros: JSON.parse(row.thresholds) as number[],
    emails: JSON.parse(row.emails) as string[],
    notifyAccount: row.notify_account === 1,
    callbackId: row.callback_id,
  };
}

export async function readSettings(db: Db, accountId: string): Promise<WalletAlertSettings> {
  const rule = await ruleOf(db.kysely, accountId);
  if (!rule) return DEFAULTS;
  return {
    thresholds: rule.thresholdsMicros.map((micros) => fromMicros(micros)),
    emails: rule.emails,
    notifyAccount: rule.notifyAccount,
    callbackId: rule.callbackId,
  };
}

/** The chosen callback address must be one of the account's own. */
async function checkCallback(db: Db, mainId: string, callbackId: string | null) {
  if (callbackId === null) return;
  const address = await db.kysely
    .selectFrom('callbacks')
    .select('id')
    .where('id', '=', callbackId)
    .where('main_id', '=', mainId)
    .executeTakeFirst();
  if (!address)
    throw badRequest('walletAlerts.callbackUnknown', {
      callbackId: 'walletAlerts.callbackUnknown',
    });
}

/**
 * Saves a wallet's rule; thresholds are kept from highest to lowest, and a threshold that no
 * longer exists forgets that it fired.
 */
export async function saveSettings(
  db: Db,
  actor: AuditActor,
  accountId: string,
  settings: WalletAlertSettings,
) {
  await checkCallback(db, actor.mainId, settings.callbackId);
  const before = await readSettings(db, accountId);
  const thresholds = settings.thresholds.map(toMicros).sort((a, b) => b - a);
  const values = {
    thresholds: JSON.stringify(thresholds),
    emails: JSON.stringify(settings.emails),
    notify_account: settings.notifyAccount ? 1 : 0,
    callback_id: settings.callbackId,
    updated_at: Date.now(),
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('wallet_alert_rules')
      .values({ account_id: accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .execute();
    let forget = trx.deleteFrom('wallet_alerts_fired').where('account_id', '=', accountId);
    if (thresholds.length > 0) forget = forget.where('threshold_micros', 'not in', thresholds);
    await forget.execute();
    await audit(trx, actor, {
      action: 'update',
      resource: 'walletAlerts',
      resourceId: accountId,
      before,
      after: { ...settings, thresholds: thresholds.map((micros) => fromMicros(micros)) },
    });
  });
  return readSettings(db, accountId);
}
