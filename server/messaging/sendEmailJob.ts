import type { Transporter } from 'nodemailer';
import { z } from 'zod';
import { defineJob } from '../jobs/types';

const transports = new Map<string, Transporter>();
/** nodemailer (~3 MB of heap) loads with the first email, not at start. */
const transportOf = async (smtpUrl: string) => {
  const known =
    transports.get(smtpUrl) ?? (await import('nodemailer')).default.createTransport(smtpUrl);
  transports.set(smtpUrl, known);
  return known;
};

/**
 * An email for the SMTP server of SMTP_URL: the request that wrote it has answered already,
 * and an SMTP server that is down or says "try later" gets it again with back-off.
 */
export const sendEmail = defineJob({
  kind: 'send-email',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
  maxAttempts: 10,
  async run({ to, subject, text }, { config }) {
    if (!config.smtpUrl) throw new Error('SMTP_URL is not set on this instance');
    await (
      await transportOf(config.smtpUrl)
    ).sendMail({ from: config.mailFrom, to, subject, text });
  },
});
