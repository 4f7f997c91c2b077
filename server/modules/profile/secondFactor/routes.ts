import { SECRET_CHANGED } from '../../../../contract/auditLog';
import { actorOf, audit, auditSession } from '../../auditLog/record';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import {
  disableSecondFactor,
  enableCodeFactor,
  enableTotp,
  renewRecoveryCodes,
  sendSecondFactorCode,
  startCodeFactor,
  startTotpSetup,
  verifySecondFactor,
  type CodeMethod,
} from '../../../../contract';
import { badRequest, conflict } from '../../../errors';
import { route } from '../../../http/route';
import { decodeField } from '../credential';
import { isLoginPassword } from '../password';
import { checkCode, sendCode } from '../../codes';
import { accountLanguage } from '../../../messaging';
import { completeSignIn, sendChallengeCode } from './challenge';
import { replaceRecoveryCodes } from './recovery';
import { factorOf } from './store';
import { newTotpSecret, totpOf, totpStep } from './totp';

/** How long a started authenticator setup waits for its confirming code. */
const SETUP_TTL_MS = 15 * 60_000;

/** Login secondary verification: set up, turn off, recovery codes, and the sign-in step. */
export default async function secondFactorRoutes(app: FastifyInstance) {
  const { db, config } = app;

  const requirePassword = async (accountId: string, encoded: string) => {
    const password = decodeField(encoded, 'password', config.credentialKey);
    if (!(await isLoginPassword(db, accountId, password)))
      throw badRequest('profileErrors.wrongPassword', { password: 'profileErrors.wrongPassword' });
  };

  const codeDeps = { db, sender: app.messages, config };
  /** The caller's own phone or email for a code factor; a phone it lacks is refused. */
  const ownContact = async (accountId: string, method: CodeMethod) => {
    const account = await db.kysely
      .selectFrom('accounts')
      .select(['email', 'phone'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    const to = method === 'sms' ? account.phone : account.email;
    if (!to) throw badRequest('profileErrors.noPhone', { method: 'profileErrors.noPhone' });
    return to;
  };

  route(app, startCodeFactor, async ({ auth, body }) => {
    const to = await ownContact(auth.accountId, body.method);
    const channel = body.method === 'sms' ? 'sms' : 'email';
    const language = await accountLanguage(db, auth.accountId);
    return sendCode(codeDeps, { channel, to, purpose: 'second-factor-setup', language });
  });

  route(app, enableCodeFactor, async ({ auth, body, request }) => {
    const code = decodeField(body.code, 'code', config.credentialKey);
    await checkCode(db, {
      to: await ownContact(auth.accountId, body.method),
      purpose: 'second-factor-setup',
      code,
    });
    const now = Date.now();
    const factor = {
      method: body.method,
      totp_secret: null,
      pending_secret: null,
      pending_at: null,
      last_step: null,
      enabled_at: now,
      updated_at: now,
    };
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('second_factors')
        .values({ account_id: auth.accountId, ...factor })
        .onConflict((oc) => oc.column('account_id').doUpdateSet(factor))
        .execute();
      await trx.deleteFrom('recovery_codes').where('account_id', '=', auth.accountId).execute();
      await audit(trx, actorOf(request, auth), {
        action: 'enable',
        resource: 'secondFactor',
        resourceId: auth.accountId,
        after: { method: body.method },
      });
    });
    return null;
  });

  route(
    app,
    sendSecondFactorCode,
    async ({ body }) => sendChallengeCode(codeDeps, body.challenge),
    { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
  );

  route(app, startTotpSetup, async ({ auth }) => {
    const account = await db.kysely
      .selectFrom('accounts')
      .select('email')
      .where('id', '=', auth.accountId)
      .executeTakeFirstOrThrow();
    const secret = newTotpSecret();
    const now = Date.now();
    const pending = { pending_secret: secret, pending_at: now, updated_at: now };
    await db.kysely
      .insertInto('second_factors')
      .values({ account_id: auth.accountId, method: null, totp_secret: null, ...pending })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(pending))
      .execute();
    const otpauthUri = totpOf(secret, account.email).toString();
    // made here, offline: the secret never leaves for a QR service
    const qrCode = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
    return { secret, otpauthUri, qrCode };
  });

  route(app, enableTotp, async ({ auth, body, request }) => {
    const code = decodeField(body.code, 'code', config.credentialKey);
    const factor = await factorOf(db, auth.accountId);
    if (!factor?.pending_secret || (factor.pending_at ?? 0) + SETUP_TTL_MS < Date.now())
      throw conflict('profileErrors.setupExpired');
    const step = totpStep(factor.pending_secret, code);
    if (step === null)
      throw badRequest('profileErrors.wrongCode', { code: 'profileErrors.wrongCode' });
    const recoveryCodes = await db.kysely.transaction().execute(async (trx) => {
      const now = Date.now();
      await trx
        .updateTable('second_factors')
        .set({
          method: 'totp',
          totp_secret: factor.pending_secret,
          pending_secret: null,
          pending_at: null,
          last_step: step,
          enabled_at: now,
          updated_at: now,
        })
        .where('account_id', '=', auth.accountId)
        .execute();
      await audit(trx, actorOf(request, auth), {
        action: 'enable',
        resource: 'secondFactor',
        resourceId: auth.accountId,
        after: { method: 'totp', recoveryCodes: SECRET_CHANGED },
      });
      return replaceRecoveryCodes(trx, auth.accountId);
    });
    return { recoveryCodes };
  });

  route(app, disableSecondFactor, async ({ auth, body, request }) => {
    await requirePassword(auth.accountId, body.password);
    const before = await factorOf(db, auth.accountId);
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('second_factors').where('account_id', '=', auth.accountId).execute();
      await trx.deleteFrom('recovery_codes').where('account_id', '=', auth.accountId).execute();
      await audit(trx, actorOf(request, auth), {
        action: 'disable',
        resource: 'secondFactor',
        resourceId: auth.accountId,
        before: { method: before?.method ?? null },
      });
    });
    return null;
  });

  route(app, renewRecoveryCodes, async ({ auth, body, request }) => {
    await requirePassword(auth.accountId, body.password);
    const factor = await factorOf(db, auth.accountId);
    if (factor?.method !== 'totp') throw conflict('profileErrors.totpNotEnabled');
    const recoveryCodes = await db.kysely.transaction().execute(async (trx) => {
      await audit(trx, actorOf(request, auth), {
        action: 'update',
        resource: 'secondFactor',
        resourceId: auth.accountId,
        after: { recoveryCodes: SECRET_CHANGED },
      });
      return replaceRecoveryCodes(trx, auth.accountId);
    });
    return { recoveryCodes };
  });

  route(
    app,
    verifySecondFactor,
    async ({ body, request }) => {
      const session = await completeSignIn(db, config, {
        challenge: body.challenge,
        code: decodeField(body.code, 'code', config.credentialKey),
        recovery: body.recovery,
      });
      await auditSession(db, request, session.accountId, 'signIn');
      return session;
    },
    { rateLimit: { max: app.config.loginRateLimitPerMinute, timeWindow: '1 minute' } },
  );
}
