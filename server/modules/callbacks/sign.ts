import { randomBytes } from 'node:crypto';

/** A new per-address signing secret (Standard Webhooks: `whsec_` and base64), shown once. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** The signing key of a secret; earlier secrets were URL-safe base64, which Node reads too. */
export const keyOfSecret = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
