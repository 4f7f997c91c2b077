import type { FastifyInstance } from 'fastify';
import type { ApiKey } from '../../contract';
import type { Db } from '../../server/db/connect';
import { newId } from '../../server/lib/ids';
import { openSession } from '../../server/http/session';
import { call } from './harness';

/** Creates a key through the API; answers it with its one-time password. */
export async function makeKey(
  app: FastifyInstance,
  token: string,
  body: {
    type?: string;
    name?: string;
    allowedIps?: string;
    products?: string[];
    access?: string;
  } = {},
) {
  const { body: answer } = await call<ApiKey & { password: string }>(app, 'POST', '/v1/api-keys', {
    token,
    body: { type: 'whatsapp', name: 'Test key', access: 'full', ...body },
  });
  if (answer.code !== '000000') throw new Error(`key not created: ${answer.message}`);
  return answer.data;
}

/** Another main account (with a session token) whose rows the demo account must never reach. */
export async function otherMainAccount(db: Db) {
  const now = Date.now();
  const id = newId(now);
  await db.kysely
    .insertInto('accounts')
    .values({
      id,
      main_id: id,
      email: `other-${id}@example.com`,
      phone: null,
      name: 'Other',
      corporate_name: null,
      account_type: 'corporate',
      role_id: null,
      password_hash: 'x',
      status: 'active',
      certification_state: 'certified',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, token: (await openSession(db, id, 60_000)).token };
}
