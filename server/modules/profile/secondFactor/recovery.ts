import { createHash, randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import { RECOVERY_CODE_COUNT } from '../../../../contract';
import type { Db } from '../../../db/connect';
import type { Database } from '../../../db/schema';
import { newId } from '../../../lib/ids';

// no 0/O or 1/I/L: read off a sheet of paper without doubt
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const normalize = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
/** Recovery codes carry about 50 random bits each, so a fast hash is enough. */
const hashCode = (code: string) => createHash('sha256').update(normalize(code)).digest('hex');

const randomCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** Replaces the account's recovery codes with new ones; answers them, the only time in clear. */
export async function replaceRecoveryCodes(trx: Transaction<Database>, accountId: string) {
  const now = Date.now();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, randomCode);
  await trx.deleteFrom('recovery_codes').where('account_id', '=', accountId).execute();
  await trx
    .insertInto('recovery_codes')
    .values(
      codes.map((code, index) => ({
        id: newId(now) + index,
        account_id: accountId,
        code_hash: hashCode(code),
        used_at: null,
        created_at: now,
      })),
    )
    .execute();
  return codes;
}

/** Uses up one unused recovery code of the account; false when it is not one. */
export async function useRecoveryCode(db: Db, accountId: string, code: string) {
  const result = await db.kysely
    .updateTable('recovery_codes')
    .set({ used_at: Date.now() })
    .where('account_id', '=', accountId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
