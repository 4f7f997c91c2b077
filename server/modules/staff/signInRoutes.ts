import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Codes, passwordProblem } from '../../../contract';
import {
  staffEnrollConfirm,
  staffEnrollStart,
  staffSignIn,
  staffSignOut,
} from '../../../contract/staff';
import { AppError, badRequest, conflict } from '../../errors';
import { isoTime } from '../../lib/isoTime';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/tokens';
import { decodeField } from '../profile/credential';
import { newTotpSecret, totpOf, totpStep } from '../profile/secondFactor/totp';
import { clearFailures, underLimits } from '../auth/failures';
import { staffActorOf, staffAudit } from '../auditLog/staffAudit';
import { openStaffSession, revokeStaffSession } from './session';
import { staffRoute } from './staffRoute';

/** How long the first sign-in's enrollment may take. */
const ENROLLMENT_TTL_MS = 15 * 60_000;

const badCredentials = () => new AppError(Codes.badCredentials, 401, 'errors.badCredentials');
const wrongCode = () =>
  new AppError(Codes.badCredentials, 401, 'staff.errors.wrongCode', {
    fields: { code: 'staff.errors.wrongCode' },
  });
const failureKey = (email: string) => `staff:${email}`;

/** Sign-in (password and TOTP, always), first sign-in's enrollment, sign-out. */
export default async function staffSignInRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const rateLimit = { max: config.loginRateLimitPerMinute, timeWindow: '1 minute' };
  const decode = (encoded: string, field: string) =>
    decodeField(encoded, field, config.credentialKey);

  /** The time step of a fresh code of `secret`; a code already used does not pass twice. */
  const acceptedStep = (secret: string, code: string, lastStep: number | null) => {
    const step = totpStep(secret, code);
    if (step === null || (lastStep !== null && step <= lastStep)) throw wrongCode();
    return step;
  };

  const userOfTicket = async (ticket: string) => {
    const user = await db.kysely
      .selectFrom('staff_users')
      .selectAll()
      .where('enrollment_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    if (!user || (user.enrollment_expires_at ?? 0) <= Date.now() || user.disabled)
      throw conflict('staff.errors.enrollmentExpired');
    return user;
  };

  staffRoute(
    app,
    staffSignIn,
    async ({ body, request }) => {
      const keys = { account: failureKey(body.email), ip: request.ip };
      return underLimits(db, config, keys, async () => {
        const user = await db.kysely
          .selectFrom('staff_users')
          .selectAll()
          .where('email', '=', body.email)
          .executeTakeFirst();
        const matches = await verifyPassword(
          decode(body.password, 'password'),
          user?.password_hash ?? DUMMY_HASH,
        );
        if (!user || !matches || user.disabled) throw badCredentials();
        if (!user.totp_confirmed) {
          const ticket = newToken();
          const expiresAt = Date.now() + ENROLLMENT_TTL_MS;
          await db.kysely
            .updateTable('staff_users')
            .set({ enrollment_hash: hashToken(ticket), enrollment_expires_at: expiresAt })
            .where('id', '=', user.id)
            .execute();
          return { enroll: { ticket, expiresAt: isoTime(expiresAt) } };
        }
        if (!body.code)
          throw badRequest('staff.errors.codeRequired', { code: 'staff.errors.codeRequired' });
        const step = acceptedStep(
          user.totp_secret ?? '',
          decode(body.code, 'code'),
          user.totp_last_step,
        );
        await db.kysely
          .updateTable('staff_users')
          .set({ totp_last_step: step })
          .where('id', '=', user.id)
          .execute();
        await clearFailures(db, keys.account);
        return openStaffSession(db, user.id, config.staffSessionTtlMs);
      });
    },
    { rateLimit },
  );

  staffRoute(
    app,
    staffEnrollStart,
    async ({ body }) => {
      const user = await userOfTicket(body.ticket);
      const secret = newTotpSecret();
      await db.kysely
        .updateTable('staff_users')
        .set({ totp_secret: secret })
        .where('id', '=', user.id)
        .execute();
      const otpauthUri = totpOf(secret, user.email).toString();
      // made here, offline: the secret never leaves for a QR service
      const qrCode = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
      return { secret, otpauthUri, qrCode };
    },
    { rateLimit },
  );

  staffRoute(
    app,
    staffEnrollConfirm,
    async ({ body, request }) =>
      underLimits(db, config, { account: null, ip: request.ip }, async () => {
        const user = await userOfTicket(body.ticket);
        if (!user.totp_secret) throw conflict('staff.errors.enrollmentExpired');
        const step = acceptedStep(user.totp_secret, decode(body.code, 'code'), null);
        const newPassword = decode(body.newPassword, 'newPassword');
        const problem = passwordProblem(newPassword);
        if (problem) throw badRequest(problem, { newPassword: problem });
        if (await verifyPassword(newPassword, user.password_hash))
          throw badRequest('staff.errors.samePassword', {
            newPassword: 'staff.errors.samePassword',
          });
        const passwordHash = await hashPassword(newPassword);
        await db.kysely.transaction().execute(async (trx) => {
          await trx
            .updateTable('staff_users')
            .set({
              password_hash: passwordHash,
              must_change_password: 0,
              totp_confirmed: 1,
              totp_last_step: step,
              enrollment_hash: null,
              enrollment_expires_at: null,
            })
            .where('id', '=', user.id)
            .execute();
          await staffAudit(trx, staffActorOf(request, user.id), {
            action: 'staffUser.enroll',
            target: user.id,
            after: { totpConfirmed: true, passwordChanged: true },
          });
        });
        await clearFailures(db, failureKey(user.email));
        return openStaffSession(db, user.id, config.staffSessionTtlMs);
      }),
    { rateLimit },
  );

  staffRoute(app, staffSignOut, async ({ staff }) => {
    await revokeStaffSession(db, staff.sessionId);
    return null;
  });
}
