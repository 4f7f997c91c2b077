import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { staffWalletAdjust } from '../../contract/staffAccounts';
import { topUpAmount } from '../../contract/wallet';
import { translate } from '../../server/i18n';

/** What a person reads under the field, in each language, for a typed amount. */
const refusal = (schema: z.ZodType, value: string) => {
  const checked = schema.safeParse(value);
  if (checked.success) return null;
  const key = checked.error.issues[0].message;
  return { en: translate('en_US', key), zh: translate('zh_CN', key) };
};

describe('a typed top-up amount says why it is refused', () => {
  it.each([
    ['10.123', 'Use at most 2 decimal places, such as 10.25', '最多两位小数，例如 10.25'],
    ['2000000', 'At most 1,000,000.00 USD per top-up', '单次充值最多 1,000,000.00 USD'],
    ['1000000.01', 'At most 1,000,000.00 USD per top-up', '单次充值最多 1,000,000.00 USD'],
    ['123456789012', 'At most 1,000,000.00 USD per top-up', '单次充值最多 1,000,000.00 USD'],
    ['5', 'Minimum 10.00 USD', '最低 10.00 USD'],
    ['ten', 'Enter an amount such as 10.00', '请输入金额，例如 10.00'],
    ['1e5', 'Enter an amount such as 10.00', '请输入金额，例如 10.00'],
  ])('%s: %s', (value, en, zh) => {
    expect(refusal(topUpAmount, value)).toEqual({ en, zh });
  });

  it('accepts amounts from the minimum to the maximum with up to 2 decimals', () => {
    for (const value of ['10', '10.5', ' 25.25 ', '1000000.00'])
      expect(refusal(topUpAmount, value)).toBeNull();
  });
});

describe('a staff amount says why it is refused in the same way', () => {
  const amount = staffWalletAdjust.body.shape.amount;
  it.each([
    ['12.345', 'Use at most 2 decimal places, such as 10.25'],
    ['99999999', 'Enter an amount of at most 1,000,000.00.'],
    ['0', 'Enter an amount greater than 0.'],
  ])('%s: %s', (value, en) => {
    expect(refusal(amount, value)?.en).toBe(en);
  });
});
