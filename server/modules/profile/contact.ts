import type { FastifyInstance } from 'fastify';
import { changeContact, sendContactCode, type CodePurpose } from '../../../contract';
import { uniqueViolation } from '../../db/unique';
import { badRequest, conflict } from '../../errors';
import { route } from '../../http/route';
import { checkCode, sendCode } from '../codes';
import { accountLanguage } from '../../messaging';
import { decodeField } from './credential';
import { loadProfile } from './repo';

const COLUMN = { email: 'email', phone: 'phone' } as const;
const PURPOSE: Record<'email' | 'phone', CodePurpose> = {
  email: 'change-email',
  phone: 'change-phone',
};
const duplicate = (kind: 'email' | 'phone') => {
  const key = kind === 'email' ? 'errors.emailExists' : 'errors.phoneExists';
  return conflict(key, { value: key });
};

/**
 * Email and phone changes: a code goes to the new address, and only its confirmation makes
 * the change. A taken address is refused before any code is sent, and again when written.
 */
export default async function contactRoutes(app: FastifyInstance) {
  const { db, config } = app;

  const checkFree = async (accountId: string, kind: 'email' | 'phone', value: string) => {
    const holder = await db.kysely
      .selectFrom('accounts')
      .select('id')
      .where(COLUMN[kind], '=', value)
      .executeTakeFirst();
    if (holder?.id === accountId)
      throw badRequest('profileErrors.sameContact', { value: 'profileErrors.sameContact' });
    if (holder) throw duplicate(kind);
  };

  route(app, sendContactCode, async ({ auth, body }) => {
    await checkFree(auth.accountId, body.kind, body.value);
    return sendCode(
      { db, sender: app.messages, config },
      {
        channel: body.kind === 'email' ? 'email' : 'sms',
        to: body.value,
        purpose: PURPOSE[body.kind],
        language: await accountLanguage(db, auth.accountId),
      },
    );
  });

  route(app, changeContact, async ({ auth, body }) => {
    const code = decodeField(body.code, 'code', config.credentialKey);
    await checkFree(auth.accountId, body.kind, body.value);
    await checkCode(db, { to: body.value, purpose: PURPOSE[body.kind], code });
    try {
      await db.kysely
        .updateTable('accounts')
        .set({ [COLUMN[body.kind]]: body.value, updated_at: Date.now() })
        .where('id', '=', auth.accountId)
        .execute();
    } catch (error) {
      // another account took it between the check and the write
      if (uniqueViolation(error) === COLUMN[body.kind]) throw duplicate(body.kind);
      throw error;
    }
    return loadProfile(db, auth);
  });
}
