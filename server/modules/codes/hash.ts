import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code, leading zeros kept. */
export const newCode = () => String(randomInt(1_000_000)).padStart(6, '0');

/** The stored form of a code: SHA-256 salted with its row id, so equal codes differ. */
export const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
