import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { outboxSender } from './outbox';
import type { MessageSender } from './sender';
import { smtpSender } from './smtp';

export type { MessageChannel, MessageSender, OutgoingMessage } from './sender';
export { recentOutbox } from './outbox';
export { emailAccount } from './accountMail';

/**
 * The configured sender: the outbox (table + log) by default; with `SMTP_URL`, emails go out
 * by SMTP (a job each) while SMS stay in the outbox (no SMS provider is configured here).
 */
export function createSender(config: Config, db: Db, log: FastifyBaseLogger): MessageSender {
  const outbox = outboxSender(db, log);
  return config.smtpUrl ? smtpSender(db, outbox) : outbox;
}
