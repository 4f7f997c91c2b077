import type { Db } from '../db/connect';
import { enqueue } from '../jobs/enqueue';
import { sendEmail } from './sendEmailJob';
import { renderMessage } from './render';
import type { MessageSender, OutgoingMessage } from './sender';

/** Emails go out through SMTP (`SMTP_URL`) as jobs, retried while the SMTP server is away. */
export function smtpSender(db: Db): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const { subject, text } = renderMessage(message);
      await enqueue(db.kysely, sendEmail, { to: message.to, subject: subject ?? '', text });
    },
  };
}
