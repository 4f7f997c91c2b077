import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  BASE_PATH,
  decodeCredential,
  type Language,
  type signup,
  type signupBasics,
} from '../../../contract';
import { badRequest, conflict } from '../../errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/password';
import { uniqueViolation } from '../../db/unique';
import { checkCode } from '../codes';
import { newPassword } from './passwords';
import { ACTIVATION_TTL_MS, issueTicket } from './tickets';

type Basics = z.output<typeof signupBasics>;
type SignupBody = z.output<(typeof signup)['body']>;

const duplicate = (field: 'email' | 'phone') => {
  const key = field === 'email' ? 'errors.emailExists' : 'errors.phoneExists';
  return conflict(key, { [field]: key });
};

async function taken(app: FastifyInstance, column: 'email' | 'phone', value: string) {
  const row = await app.db.kysely
    .selectFrom('accounts')
    .select('id')
    .where(column, '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

/** Step one: the password rule, the confirmation, and an email no account holds. */
export async function checkBasics(app: FastifyInstance, body: Basics) {
  const password = newPassword(body.password, body.confirmPassword, app.config.credentialKey);
  if (await taken(app, 'email', body.email)) throw duplicate('email');
  return password;
}

/** Sends the activation link of a pending account to its email, in the account's language. */
export async function sendActivation(
  app: FastifyInstance,
  account: { id: string; email: string; language: Language },
) {
  const token = await issueTicket(app.db, account.id, 'activate', ACTIVATION_TTL_MS);
  const link = `${app.config.publicUrl}${BASE_PATH}/ativeSuccess?token=${token}`;
  await app.messages.send({
    channel: 'email',
    to: account.email,
    purpose: 'activation',
    template: 'auth.mail.activation',
    language: account.language,
    variables: { link },
  });
}

/**
 * Both steps together: the basics again, the phone proved by its code, then a pending main
 * account (in the console's language, for its emails and messages) and its activation email.
 * Nothing is written when any check fails.
 */
export async function createPendingAccount(
  app: FastifyInstance,
  body: SignupBody,
  language: Language,
) {
  const password = await checkBasics(app, body);
  if (await taken(app, 'phone', body.phone)) throw duplicate('phone');
  const code = decodeCredential(body.code, app.config.credentialKey);
  if (code === null)
    throw badRequest('errors.undecodableCredential', { code: 'errors.undecodableCredential' });
  await checkCode(app.db, { to: body.phone, purpose: 'signup-phone', code });

  const now = Date.now();
  const id = newId(now);
  try {
    await app.db.kysely
      .insertInto('accounts')
      .values({
        id,
        main_id: id,
        email: body.email,
        phone: body.phone,
        name: body.name,
        corporate_name: body.accountType === 'corporate' ? body.name : null,
        account_type: body.accountType,
        role_id: null,
        password_hash: await hashPassword(password),
        status: 'pending',
        certification_state: 'not_certified',
        created_at: now,
        updated_at: now,
        language,
      })
      .execute();
  } catch (error) {
    // a sign-up that raced this one to the same email or phone
    const column = uniqueViolation(error);
    if (column === 'email' || column === 'phone') throw duplicate(column);
    throw error;
  }
  await sendActivation(app, { id, email: body.email, language });
  return { email: body.email };
}
