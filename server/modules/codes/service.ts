import type { CodePurpose, Language } from '../../../contract';
import { Codes } from '../../../contract';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { AppError, badRequest } from '../../errors';
import { newId } from '../../lib/ids';
import type { MessageChannel, MessageSender } from '../../messaging';
import { hashCode, newCode, sameHash } from './hash';

/** How long a code is valid, and how many wrong tries it survives. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

export interface CodeDeps {
  db: Db;
  sender: MessageSender;
  config: Pick<Config, 'codeCooldownSeconds' | 'codeHourlyLimit'>;
}

export interface SendCodeInput {
  channel: MessageChannel;
  /** Email address (lower case) or phone number in international form. */
  to: string;
  purpose: CodePurpose;
  /** The account's language; before an account exists, the one chosen at sign-up. */
  language: Language;
}

/** Code 429001 with the seconds left, which the console turns into its countdown. */
const coolingDown = (seconds: number) =>
  new AppError(Codes.tooManyRequests, 429, 'auth.errors.codeCooldown', {
    values: { seconds },
    data: { retryAfterSeconds: seconds },
  });

/**
 * Sends a fresh 6-digit code for `purpose` to `to` and voids the earlier ones. Refused with
 * 429 during the cooldown after the last code, or past the hourly cap of the address.
 * Resolves with the cooldown the console counts down; the code itself never leaves the sender.
 */
export async function sendCode({ db, sender, config }: CodeDeps, input: SendCodeInput) {
  const now = Date.now();
  const last = await db.kysely
    .selectFrom('verification_codes')
    .select('created_at')
    .where('recipient', '=', input.to)
    .where('purpose', '=', input.purpose)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const cooldownMs = config.codeCooldownSeconds * 1000;
  if (last && now - last.created_at < cooldownMs)
    throw coolingDown(Math.ceil((last.created_at + cooldownMs - now) / 1000));
  const { count } = await db.kysely
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', '=', input.to)
    .where('created_at', '>', now - 3_600_000)
    .executeTakeFirstOrThrow();
  if (Number(count) >= config.codeHourlyLimit)
    throw new AppError(Codes.tooManyRequests, 429, 'auth.errors.codeHourlyLimit');

  const id = newId(now);
  const code = newCode();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('recipient', '=', input.to)
      .where('purpose', '=', input.purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        id,
        recipient: input.to,
        purpose: input.purpose,
        code_hash: hashCode(id, code),
        attempts: 0,
        created_at: now,
        expires_at: now + CODE_TTL_MS,
        consumed_at: null,
      })
      .execute();
  });
  await sender.send({
    channel: input.channel,
    to: input.to,
    purpose: input.purpose,
    template: 'auth.mail.code',
    language: input.language,
    variables: { code, minutes: String(CODE_TTL_MS / 60_000) },
  });
  return { cooldownSeconds: config.codeCooldownSeconds, expiresInSeconds: CODE_TTL_MS / 1000 };
}

export interface CheckCodeInput {
  to: string;
  purpose: CodePurpose;
  code: string;
  /** The request field the code came in, for the form's message. */
  field?: string;
}

/**
 * Checks and uses up the latest code sent to `to` for `purpose`. A wrong code counts an
 * attempt; after CODE_MAX_ATTEMPTS the code is dead and a new one must be asked for.
 * Throws 400 with a field message when the code is wrong, expired, used or missing.
 */
export async function checkCode(db: Db, input: CheckCodeInput): Promise<void> {
  const field = input.field ?? 'code';
  const now = Date.now();
  const row = await db.kysely
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at'])
    .where('recipient', '=', input.to)
    .where('purpose', '=', input.purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now)
    throw badRequest('auth.errors.codeInvalid', { [field]: 'auth.errors.codeInvalid' });
  if (row.attempts >= CODE_MAX_ATTEMPTS)
    throw badRequest('auth.errors.codeAttempts', { [field]: 'auth.errors.codeAttempts' });

  if (/^\d{6}$/.test(input.code) && sameHash(hashCode(row.id, input.code), row.code_hash)) {
    // consumed once only, even when two requests race with the right code
    const used = await db.kysely
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 1) return;
    throw badRequest('auth.errors.codeInvalid', { [field]: 'auth.errors.codeInvalid' });
  }
  await db.kysely
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .execute();
  const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
  if (left <= 0)
    throw badRequest('auth.errors.codeAttempts', { [field]: 'auth.errors.codeAttempts' });
  throw badRequest('auth.errors.codeInvalid', { [field]: 'auth.errors.codeInvalid' });
}
