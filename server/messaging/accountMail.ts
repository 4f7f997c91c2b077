import { DEFAULT_LANGUAGE, supportedLanguage, type Language } from '../../contract';
import type { Db } from '../db/connect';
import type { MessageSender } from './sender';

/** The language an account's emails and messages are written in. */
export async function accountLanguage(db: Db, accountId: string): Promise<Language> {
  const account = await db.kysely
    .selectFrom('accounts')
    .select('language')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return account ? supportedLanguage.parse(account.language) : DEFAULT_LANGUAGE;
}

/** Emails an account the template `template` with `variables`, in the account's language. */
export async function emailAccount(
  sender: MessageSender,
  db: Db,
  accountId: string,
  mail: { purpose: string; template: string; variables: Record<string, string> },
) {
  const account = await db.kysely
    .selectFrom('accounts')
    .select(['email', 'language'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) return;
  await sender.send({
    channel: 'email',
    to: account.email,
    language: supportedLanguage.parse(account.language),
    ...mail,
  });
}
