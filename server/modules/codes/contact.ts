import { emailAddress, phoneNumber } from '../../../contract';
import type { Db } from '../../db/connect';
import { badRequest } from '../../errors';
import type { MessageChannel } from '../../messaging';

/** An email address or a phone number a person typed, with the channel that reaches it. */
export interface Contact {
  channel: MessageChannel;
  to: string;
}

/** Reads "email or phone" as one of them, normalised; else 400 on `field`. */
export function parseContact(account: string, field = 'account'): Contact {
  if (account.includes('@')) {
    const email = emailAddress.safeParse(account);
    if (email.success) return { channel: 'email', to: email.data };
    throw badRequest('validation.email', { [field]: 'validation.email' });
  }
  const phone = phoneNumber.safeParse(account);
  if (phone.success) return { channel: 'sms', to: phone.data };
  throw badRequest('auth.errors.accountFormat', { [field]: 'auth.errors.accountFormat' });
}

/** The account holding this email or phone, if any. */
export function findByContact(db: Db, contact: Contact) {
  return db.kysely
    .selectFrom('accounts')
    .select(['id', 'email', 'phone', 'status', 'main_id', 'language'])
    .where(contact.channel === 'email' ? 'email' : 'phone', '=', contact.to)
    .executeTakeFirst();
}
