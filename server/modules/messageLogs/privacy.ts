import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import {
  DEFAULT_MESSAGE_RETENTION_DAYS,
  type MessagePrivacy,
} from '../../../contract/messagePrivacy';
import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import { badRequest } from '../../errors';
import { audit, type AuditActor } from '../auditLog/record';
import { eraseMessages } from './erase';
import { parseRecipient, typedDigits } from './numbers';

const DAY_MS = 86_400_000;
const DEFAULTS: MessagePrivacy = {
  keepBodies: false,
  retentionDays: DEFAULT_MESSAGE_RETENTION_DAYS,
};

const privacyRow = prepared((db: Db, _shape: null, params: { mainId: string }) =>
  db.kysely
    .selectFrom('message_privacy')
    .select(['keep_bodies', 'retention_days'])
    .where('main_id', '=', params.mainId),
);

/** The privacy of a main account's messages: its own settings, or the defaults. */
export async function privacyOf(db: Db, mainId: string): Promise<MessagePrivacy> {
  const [row] = await privacyRow(db, null, { mainId });
  return row
    ? { keepBodies: row.keep_bodies === 1, retentionDays: Number(row.retention_days) }
    : DEFAULTS;
}

/**
 * How long an instance uses the privacy it read for the messages' questions. A change made on
 * this instance applies at once; one made on another instance within this time (a retention
 * shortened: older messages shown until then, which the retention job erases anyway; bodies
 * turned on: none shown until then; turned off: erased in the same transaction).
 */
const PRIVACY_KEPT_MS = 10_000;
const recentPrivacy = new WeakMap<Db, LRUCache<string, MessagePrivacy>>();

const recentPrivacyOf = (db: Db) => {
  let recent = recentPrivacy.get(db);
  if (!recent)
    recentPrivacy.set(db, (recent = new LRUCache({ max: 10_000, ttl: PRIVACY_KEPT_MS })));
  return recent;
};

/** The privacy every question of the account's messages asks, read at most every 10 s. */
export async function currentPrivacyOf(db: Db, mainId: string): Promise<MessagePrivacy> {
  const recent = recentPrivacyOf(db);
  const known = recent.get(mainId);
  if (known) return known;
  const privacy = await privacyOf(db, mainId);
  recent.set(mainId, privacy);
  return privacy;
}

/** The oldest time a message of the account is kept (and shown) at `now`. */
export const keptFrom = (privacy: MessagePrivacy, now: number) =>
  now - privacy.retentionDays * DAY_MS;

/**
 * For a read across accounts (staff): a message still within its own account's retention at
 * `now`, each account's setting or the default.
 */
export const withinItsRetention = (now: number) =>
  sql<boolean>`messages.created_at >= ${sql.lit(now)} - coalesce((select retention_days from message_privacy where message_privacy.main_id = messages.main_id), ${sql.lit(DEFAULTS.retentionDays)}) * cast(${sql.lit(DAY_MS)} as bigint)`;

/**
 * Saves the account's privacy, in the audit log. Turning off the keeping of bodies erases
 * the bodies kept so far: off means the account keeps none.
 */
export async function savePrivacy(db: Db, actor: AuditActor, settings: MessagePrivacy) {
  const before = await privacyOf(db, actor.mainId);
  const row = {
    keep_bodies: settings.keepBodies ? 1 : 0,
    retention_days: settings.retentionDays,
    updated_at: Date.now(),
  };
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto('message_privacy')
      .values({ main_id: actor.mainId, ...row })
      .onConflict((oc) => oc.column('main_id').doUpdateSet(row))
      .execute();
    if (!settings.keepBodies)
      await trx
        .updateTable('messages')
        .set({ body: null })
        .where('main_id', '=', actor.mainId)
        .where('body', 'is not', null)
        .execute();
    await audit(trx, actor, {
      action: 'update',
      resource: 'messagePrivacy',
      before: { ...before },
      after: { ...settings },
    });
  });
  recentPrivacyOf(db).delete(actor.mainId);
  return settings;
}

/** A number as the audit log keeps it: its first and last two digits, the rest hidden. */
export const maskedNumber = (digits: string) =>
  `+${digits.slice(0, 2)}${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-2)}`;

/**
 * Erases one number's messages (with their journeys and bodies) in the account and its
 * sub-accounts. The audit log names the number masked: it must not keep what was forgotten.
 */
export async function forgetNumber(db: Db, actor: AuditActor, typed: string) {
  const digits = typedDigits(typed);
  const number = digits === null ? null : parseRecipient(`+${digits}`);
  if (!number)
    throw badRequest('messagePrivacy.numberInvalid', { number: 'messagePrivacy.numberInvalid' });
  const forgotten = await eraseMessages(db, actor.mainId, (rows) =>
    rows.where('recipient', '=', number.digits),
  );
  await audit(db.kysely, actor, {
    action: 'delete',
    resource: 'messagePrivacy',
    resourceId: maskedNumber(number.digits),
    after: { forgotten },
  });
  return { forgotten };
}
