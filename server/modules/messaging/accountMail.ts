import type { Db } from '../../db/connect';
import { translate } from '../../i18n';
import type { MessageSender } from './sender';

/**
 * Emails an account a message of `<key>.subject` / `<key>.text` with `values`. Accounts keep
 * no language of their own: it reads in the console's default language.
 */
export async function emailAccount(
  sender: MessageSender,
  db: Db,
  accountId: string,
  mail: { purpose: string; key: string; values: Record<string, string> },
) {
  const account = await db.kysely
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return;
  await sender.send({
    channel: 'email',
    to: account.email,
    purpose: mail.purpose,
    subject: translate('en_US', `${mail.key}.subject`, mail.values),
    text: translate('en_US', `${mail.key}.text`, mail.values),
  });
}
