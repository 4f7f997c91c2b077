import { randomInt } from 'node:crypto';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
// Digits 1 to 9 only, so a generated password passes every reading of the digit rule.
const DIGITS = '123456789';
const SPECIAL = '!@#$^,_.';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

const pick = (set: string) => set[randomInt(set.length)];

/**
 * A password that meets spec section 5 (12 characters: letters of both cases, digits and
 * special characters), from a CSPRNG, without look-alike letters (l, o, I, O) since a
 * person reads it once and types it.
 */
export function generatePassword(length = 12): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
