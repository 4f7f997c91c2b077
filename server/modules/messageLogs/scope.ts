import type { Db } from '../../db/connect';
import { keptFrom, privacyOf } from './privacy';
import type { Scope } from './repo';

/**
 * The messages an account sees now: a main account (`accountId` null) all of its own, a
 * sub-account those named for it or sent with a key it made; none past the retention.
 */
export async function scopeOf(
  db: Db,
  mainId: string,
  accountId: string | null,
  now = Date.now(),
): Promise<Scope> {
  const [privacy, keys] = await Promise.all([
    privacyOf(db, mainId),
    accountId === null
      ? []
      : db.kysely
          .selectFrom('api_keys')
          .select('id')
          .where('main_id', '=', mainId)
          .where('owner_id', '=', accountId)
          .execute(),
  ]);
  return {
    mainId,
    accountId,
    keyIds: keys.map((key) => key.id),
    keptFrom: keptFrom(privacy, now),
    keepBodies: privacy.keepBodies,
  };
}
