import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './sender';

/** Emails through the SMTP server of `SMTP_URL` (nodemailer); other channels go to `fallback`. */
export function smtpSender(smtpUrl: string, from: string, fallback: MessageSender): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: OutgoingMessage) {
      if (message.channel !== 'email') return fallback.send(message);
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
      });
    },
  };
}
