import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { StaffAuditAction } from '../../../contract/staffOperations';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Who made a staff write: a staff user from an address, or an operator command (nulls). */
export interface StaffActor {
  staffUserId: string | null;
  ip: string | null;
}

export const staffActorOf = (request: FastifyRequest, staffUserId: string): StaffActor => ({
  staffUserId,
  ip: request.ip,
});

/** The operator commands (npm run ops) act as nobody in particular, from the machine itself. */
export const OPS_ACTOR: StaffActor = { staffUserId: null, ip: null };

export interface StaffAction {
  action: StaffAuditAction;
  accountId?: string;
  target?: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Adds one entry to the staff audit log; every staff write calls it in its own transaction. */
export async function staffAudit(db: Kysely<Database>, actor: StaffActor, entry: StaffAction) {
  const now = Date.now();
  await db
    .insertInto('staff_audit_log')
    .values({
      id: newId(now),
      staff_user_id: actor.staffUserId,
      action: entry.action,
      account_id: entry.accountId ?? null,
      target: entry.target ?? null,
      before_json: json(entry.before),
      after_json: json(entry.after),
      ip: actor.ip,
      created_at: now,
    })
    .execute();
}
