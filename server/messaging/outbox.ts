import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { newId } from '../lib/ids';
import { renderMessage } from './render';
import type { MessageSender, OutgoingMessage } from './sender';

/**
 * The default sender: the message is stored in the outbox table and written to the server
 * log, where tests and a local operator (`npm run outbox`) read it. Nothing leaves the machine.
 */
export function outboxSender(db: Db, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const now = Date.now();
      const { subject, text } = renderMessage(message);
      await db.kysely
        .insertInto('outbox_messages')
        .values({
          id: newId(now),
          channel: message.channel,
          recipient: message.to,
          purpose: message.purpose,
          subject,
          body: text,
          created_at: now,
          template: message.template,
          language: message.language,
          state: 'outbox',
          attempts: 0,
        })
        .execute();
      log.info(
        { outbox: { channel: message.channel, to: message.to, purpose: message.purpose } },
        `outbox ${message.channel} to ${message.to}: ${subject ?? ''} ${text}`,
      );
    },
  };
}

/** The newest outbox messages, newest first (for `npm run outbox` and tests). */
export function recentOutbox(db: Db, options: { to?: string; limit?: number } = {}) {
  let query = db.kysely
    .selectFrom('outbox_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 20);
  if (options.to) query = query.where('recipient', '=', options.to);
  return query.execute();
}
