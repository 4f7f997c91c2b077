import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect';
import { enqueue } from '../jobs/enqueue';
import { sendMessage } from './sendMessageJob';
import { newId } from '../lib/ids';
import { placeholderText } from './render';
import type { MessageSender, OutgoingMessage } from './sender';

/**
 * MESSAGE_SENDER=http: the message is queued in the outbox and a job posts it to the
 * platform's send API. Its variables (the code) stay only until it is sent or given up;
 * the outbox and the log keep the text with its variables as placeholders.
 */
export function platformSender(db: Db, log: FastifyBaseLogger): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const now = Date.now();
      const id = newId(now);
      await db.kysely.transaction().execute(async (trx) => {
        await trx
          .insertInto('outbox_messages')
          .values({
            id,
            channel: message.channel,
            recipient: message.to,
            purpose: message.purpose,
            subject: null,
            body: placeholderText(message),
            created_at: now,
            template: message.template,
            language: message.language,
            state: 'queued',
            attempts: 0,
            variables: JSON.stringify(message.variables),
            updated_at: now,
          })
          .execute();
        await enqueue(trx, sendMessage, { messageId: id });
      });
      log.info(
        { outbox: { id, channel: message.channel, to: message.to, purpose: message.purpose } },
        `queued ${message.channel} to ${message.to} for the platform's send API`,
      );
    },
  };
}
