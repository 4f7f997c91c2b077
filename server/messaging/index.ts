import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import type { JobKind } from '../jobs/types';
import { outboxSender } from './outbox';
import { platformSender } from './platformSender';
import { sendEmail } from './sendEmailJob';
import { sendMessage } from './sendMessageJob';
import type { MessageSender } from './sender';
import { smtpSender } from './smtp';

export type { MessageChannel, MessageSender, OutgoingMessage } from './sender';
export { recentOutbox } from './outbox';
export { accountLanguage, emailAccount } from './accountMail';

/**
 * The configured sender. Emails: by SMTP (a job each) with `SMTP_URL`, else the outbox.
 * SMS: to the platform's send API (a job each) with MESSAGE_SENDER=http, else the outbox.
 */
export function createSender(config: Config, db: Db, log: FastifyBaseLogger): MessageSender {
  const outbox = outboxSender(db, log);
  const email = config.smtpUrl ? smtpSender(db) : outbox;
  const other = config.messageSender === 'http' ? platformSender(db, log) : outbox;
  return { send: (message) => (message.channel === 'email' ? email : other).send(message) };
}

/** The jobs that take emails to SMTP and SMS to the platform, with their retries. */
export const MESSAGING_JOBS: readonly JobKind[] = [sendEmail, sendMessage];
