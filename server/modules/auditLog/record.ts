import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  PLATFORM_ACTOR_ID,
  type AuditAction,
  type AuditResource,
  type AuditValues,
} from '../../../contract/auditLog';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { AuthContext } from '../../http/types';

/** Who acts, in which account, from where. */
export interface AuditActor {
  mainId: string;
  actorId: string;
  ip: string;
  userAgent: string;
}

const USER_AGENT_MAX = 256;

/** A change the platform made in an account (a staff decision), as the account's log shows it. */
export const platformActor = (mainId: string): AuditActor => ({
  mainId,
  actorId: PLATFORM_ACTOR_ID,
  ip: '',
  userAgent: '',
});

/** The actor of a request: its signed-in account, address and browser. */
export const actorOf = (
  request: FastifyRequest,
  auth: Pick<AuthContext, 'accountId' | 'mainId'>,
): AuditActor => ({
  mainId: auth.mainId,
  actorId: auth.accountId,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
});

export interface AuditChange {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | null;
  before?: AuditValues;
  after?: AuditValues;
}

const json = (values: AuditValues | undefined) =>
  values === null || values === undefined ? null : JSON.stringify(values);

/**
 * Records a change, with the executor of the change itself: inside its transaction, so a
 * change that fails leaves no entry and one that succeeds always has one.
 */
export async function audit(executor: Kysely<Database>, actor: AuditActor, change: AuditChange) {
  const account = await executor
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', actor.actorId)
    .executeTakeFirst();
  const now = Date.now();
  await executor
    .insertInto('audit_log')
    .values({
      id: newId(now),
      main_id: actor.mainId,
      actor_id: actor.actorId,
      actor: account?.email ?? actor.actorId,
      action: change.action,
      resource: change.resource,
      resource_id: change.resourceId ?? null,
      ip: actor.ip,
      user_agent: actor.userAgent,
      before_values: json(change.before),
      after_values: json(change.after),
      created_at: now,
    })
    .execute();
}

/**
 * A sign-in, failed sign-in or sign-out of an account, from the request that did it. It
 * changes no record: the entry is written on its own.
 */
export async function auditSession(
  db: Db,
  request: FastifyRequest,
  accountId: string,
  action: 'signIn' | 'signInFailed' | 'signOut',
) {
  const account = await db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return;
  const actor = actorOf(request, { accountId, mainId: account.main_id });
  await audit(db.kysely, actor, { action, resource: 'session', resourceId: null });
}
