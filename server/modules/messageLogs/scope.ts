import type { Db } from '../../db/connect';
import { prepared } from '../../db/prepared';
import type { MessagePrivacy } from '../../../contract/messagePrivacy';
import { currentPrivacyOf, keptFrom } from './privacy';
import type { Scope } from './repo';

const ownKeys = prepared((db: Db, _shape: null, params: { mainId: string; accountId: string }) =>
  db.kysely
    .selectFrom('api_keys')
    .select('id')
    .where('main_id', '=', params.mainId)
    .where('owner_id', '=', params.accountId),
);

/**
 * The messages an account sees now: a main account (`accountId` null) all of its own, a
 * sub-account those named for it or sent with a key it made; none past the retention (as
 * the instance read it lately, unless `privacyOf` reads otherwise).
 */
export async function scopeOf(
  db: Db,
  mainId: string,
  accountId: string | null,
  now = Date.now(),
  privacyOf: (db: Db, mainId: string) => Promise<MessagePrivacy> = currentPrivacyOf,
): Promise<Scope> {
  const [privacy, keys] = await Promise.all([
    privacyOf(db, mainId),
    accountId === null ? [] : ownKeys(db, null, { mainId, accountId }),
  ]);
  return {
    mainId,
    accountId,
    keyIds: keys.map((key) => key.id),
    keptFrom: keptFrom(privacy, now),
    keepBodies: privacy.keepBodies,
  };
}
