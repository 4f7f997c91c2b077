import { describe, expect, it } from 'vitest';
import { hasEmoji, passwordProblem, phoneNumber } from '../../contract';
import { generatePassword } from '../../server/lib/generatePassword';

describe('password rule (spec section 5)', () => {
  it.each(['Demo@12345', 'a1!b2@', 'Abcdefgh1!Abcdef', 'x0_y0_z0', 'P,a.s^s1'])('accepts %s', (p) =>
    expect(passwordProblem(p)).toBeNull(),
  );
  it.each([
    ['a1!b2', 'validation.passwordLength'],
    ['Abcdefgh1!Abcdefg', 'validation.passwordLength'],
    ['abc def1!', 'validation.passwordChars'],
    ['пароль12!', 'validation.passwordChars'],
    ['abcdefg1', 'validation.passwordMix'],
    ['abcdefg!', 'validation.passwordMix'],
    ['1234567!', 'validation.passwordMix'],
  ])('refuses %s', (p, key) => expect(passwordProblem(p)).toBe(key));

  it('generates passwords that pass it, with a digit from 1 to 9, never twice the same', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i += 1) {
      const p = generatePassword();
      expect(passwordProblem(p)).toBeNull();
      expect(p).toMatch(/[1-9]/);
      seen.add(p);
    }
    expect(seen.size).toBe(500);
  });
});

describe('emoji detection', () => {
  it.each(['🚀', 'ok 👍🏽', '❤️', '🇨🇳', '1️⃣', '👨‍👩‍👧'])('finds emoji in %s', (t) =>
    expect(hasEmoji(t)).toBe(true),
  );
  it.each(['Acme® Ltd.', '© 2026', 'Café №5', '张三', '#1 (HK) & Co.', '™'])('allows %s', (t) =>
    expect(hasEmoji(t)).toBe(false),
  );
});

describe('phone numbers', () => {
  it('keeps the international form and drops what people type between digits', () => {
    expect(phoneNumber.parse('+86 138-0000 (0000)')).toBe('+8613800000000');
    expect(phoneNumber.safeParse('13800000000').success).toBe(false);
    expect(phoneNumber.safeParse('+0123456789').success).toBe(false);
  });
});
