import { randomBytes, randomInt } from 'node:crypto';

/**
 * A new row id: 16 hex characters of time then 10 of randomness, so ids sort by creation
 * and break ties of the same millisecond unpredictably.
 */
export function newId(now = Date.now()): string {
  return now.toString(16).padStart(12, '0') + randomBytes(5).toString('hex');
}

/** An order number a person can read out: OM + yyyymmdd + 10 digits. */
export function newOrderNo(now = Date.now()): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const digits = Array.from({ length: 10 }, () => randomInt(10)).join('');
  return `OM${day}${digits}`;
}

/** A readable number with a day prefix, e.g. IA20261121 + 8 digits. */
export function dayNumber(prefix: string, now: number, digits: string): string {
  return `${prefix}${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${digits}`;
}
