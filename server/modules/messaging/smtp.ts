import type { Db } from '../../db/connect';
import { enqueue } from '../../jobs/enqueue';
import { sendEmail } from '../../jobs/kinds/sendEmail';
import type { MessageSender, OutgoingMessage } from './sender';

/**
 * Emails go out through SMTP (`SMTP_URL`) as jobs, retried while the SMTP server is away;
 * other channels go to `fallback`.
 */
export function smtpSender(db: Db, fallback: MessageSender): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') return fallback.send(message);
      await enqueue(db.kysely, sendEmail, {
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
      });
    },
  };
}
