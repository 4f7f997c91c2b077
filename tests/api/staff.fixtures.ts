import type { FastifyInstance } from 'fastify';
import { encodeCredential, type Envelope } from '../../contract';
import { STAFF_TOKEN_HEADER, type StaffRole } from '../../contract/staff';
import type { Db } from '../../server/db/connect';
import { totpOf } from '../../server/modules/profile/secondFactor/totp';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';

/** The password every enrolled test staff user chooses at the first sign-in. */
export const STAFF_PASSWORD = 'Staff-Pass.2026';

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
export const codeOf = (secret: string, steps = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * 30_000 });

export interface StaffCallOptions {
  staffToken?: string;
  headers?: Record<string, string>;
  body?: unknown;
  remoteAddress?: string;
  language?: string;
}

/** One request to /om/staff through the real HTTP stack, answered as the envelope. */
export async function staffCall<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: StaffCallOptions = {},
) {
  const response = await app.inject({
    method,
    url: `/om/staff${path}`,
    remoteAddress: options.remoteAddress,
    headers: {
      ...(options.staffToken ? { [STAFF_TOKEN_HEADER]: options.staffToken } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
    payload: options.body as never,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

export const passwordSignIn = (
  app: FastifyInstance,
  email: string,
  password: string,
  code?: string,
) =>
  staffCall<{ token?: string; enroll?: { ticket: string } }>(app, 'POST', '/v1/session', {
    body: {
      email,
      password: encodeCredential(password),
      ...(code !== undefined && { code: encodeCredential(code) }),
    },
  });

/**
 * A staff user of `role` through the whole first sign-in: created with a one-time password,
 * signed in, authenticator enrolled, password replaced. Answers its first session's token.
 */
export async function enrolledStaff(app: FastifyInstance, db: Db, role: StaffRole) {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@staff.example`;
  const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, { email, name: '', role });
  const first = await passwordSignIn(app, email, oneTimePassword);
  const ticket = first.body.data.enroll?.ticket;
  if (!ticket) throw new Error(`no enrollment: ${first.body.code} ${first.body.message}`);
  const setup = await staffCall<{ secret: string }>(app, 'POST', '/v1/session/enroll', {
    body: { ticket },
  });
  const secret = setup.body.data.secret;
  const confirmed = await staffCall<{ token: string }>(app, 'POST', '/v1/session/enroll/confirm', {
    body: {
      ticket,
      code: encodeCredential(codeOf(secret)),
      newPassword: encodeCredential(STAFF_PASSWORD),
    },
  });
  if (confirmed.body.code !== '000000')
    throw new Error(`enrollment failed: ${confirmed.body.code} ${confirmed.body.message}`);
  return { email, secret, token: confirmed.body.data.token };
}
