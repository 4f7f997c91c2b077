import { z } from 'zod';
import { groupDigits } from './numbers';
import { onFirstUse } from './onFirstUse';

/** 1 USD in micro-dollars: money is an integer of these in the database. */
export const MICROS_PER_UNIT = 1_000_000;

const DECIMAL = /^-?\d{1,13}(\.\d{1,6})?$/;

/** A decimal string of USD on the wire, e.g. "10.00" or "0.0052". Never a float. */
export const money = onFirstUse(() => z.string().regex(DECIMAL, { message: 'validation.money' }));

/** Parses a decimal string into integer micro-dollars without passing through a float. */
export function toMicros(decimal: string): number {
  if (!DECIMAL.test(decimal)) throw new RangeError(`not a decimal amount: ${decimal}`);
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const micros = Number(whole) * MICROS_PER_UNIT + Number(fraction.padEnd(6, '0'));
  return negative ? -micros : micros;
}

/**
 * Formats micro-dollars as a decimal string with at least `minFraction` digits
 * and the extra digits that are not zero (prices like 0.0052 keep theirs).
 */
export function fromMicros(micros: number, minFraction = 2): string {
  const negative = micros < 0;
  const abs = Math.abs(micros);
  const whole = Math.floor(abs / MICROS_PER_UNIT);
  let fraction = String(abs % MICROS_PER_UNIT).padStart(6, '0');
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Rounds a decimal amount to cents, half away from zero, on the digits themselves (no
 * float): what every screen and export shows for an amount. Usage lines stay exact.
 */
export function roundToCents(decimal: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(decimal)) throw new RangeError(`not a decimal amount: ${decimal}`);
  const negative = decimal.startsWith('-');
  const [whole, fraction = ''] = (negative ? decimal.slice(1) : decimal).split('.');
  const padded = fraction.padEnd(3, '0');
  const cents = BigInt(whole + padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  const sign = negative && cents !== 0n ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** An amount as every screen, message and export shows it: "1,234.57". */
export const displayMoney = (decimal: string): string =>
  groupDigits(roundToCents(decimal).replace(/^(-?)0+(?=\d)/, '$1'));

/** A number as a person types it: digits, and a decimal part of any length. */
const TYPED_NUMBER = /^\d+(\.\d+)?$/;
/** An amount of whole cents: at most 2 decimals. */
const CENTS = /^\d+(\.\d{1,2})?$/;

/** Micro-dollars of a whole-cents amount; one too long for any amount counts as endless. */
const centsMicros = (value: string) =>
  value.split('.')[0].length > 13 ? Infinity : toMicros(value);

/**
 * An amount a person types in USD, checked in the order a person fixes it, each with its own
 * message: a number at all, at most 2 decimals, then the bounds (each message names its bound).
 * zod keeps checking after a failed rule, so each rule only judges what the previous passed.
 */
export function centsAmount(bounds: {
  min: number;
  max: number;
  minMessage: string;
  maxMessage: string;
}) {
  const isCents = (value: string) => CENTS.test(value);
  return z
    .string()
    .trim()
    .regex(TYPED_NUMBER, { message: 'validation.money' })
    .refine((value) => !TYPED_NUMBER.test(value) || isCents(value), {
      message: 'validation.cents',
    })
    .refine((value) => !isCents(value) || centsMicros(value) >= bounds.min, {
      message: bounds.minMessage,
    })
    .refine((value) => !isCents(value) || centsMicros(value) <= bounds.max, {
      message: bounds.maxMessage,
    });
}
