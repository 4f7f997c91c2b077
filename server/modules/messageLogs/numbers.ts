import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { LRUCache } from 'lru-cache';
import type { NumberType } from '../../../contract/messageStatus';

export interface ParsedNumber {
  /** E.164 digits without the `+`. */
  digits: string;
  country: string | null;
  type: NumberType | null;
}

/**
 * Valid numbers parsed lately: every event of a message repeats its number, and parsing with
 * the full metadata was a quarter of an event's ingest.
 */
const recentNumbers = new LRUCache<string, ParsedNumber>({ max: 10_000 });

/** A recipient as the platform sends it: E.164 only, valid for its country's plan; else null. */
export function parseRecipient(text: string): ParsedNumber | null {
  const known = recentNumbers.get(text);
  if (known) return known;
  if (!/^\+[1-9]\d{6,14}$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text);
  if (!parsed?.isValid()) return null;
  const number: ParsedNumber = {
    digits: parsed.number.slice(1),
    country: parsed.country ?? null,
    type: parsed.getType() ?? null,
  };
  recentNumbers.set(text, number);
  return number;
}

/**
 * A number as a person types it (`+55 11 9…`, `5511…`) as the digits an E.164
 * number starts with; null when the text is not a number.
 */
export function typedDigits(text: string): string | null {
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length > 0 && digits.length <= 15 ? digits : null;
}
