import { describe, expect, it } from 'vitest';
import { balanceRefusal } from '../../src/custom-pages/wallet/balanceRefusal';

describe('a balance payment that cannot succeed is refused before its confirmation', () => {
  it('lets through an amount up to the available limit', () => {
    expect(balanceRefusal('1850.00', '1850.00')).toBeNull();
    expect(balanceRefusal('10.00', '1850.00')).toBeNull();
  });

  it('refuses more than the limit and names the amount that would work', () => {
    expect(balanceRefusal('5000.00', '1850.00')).toEqual({
      key: 'app.wallet.topUp.balanceTooLow',
      values: { amount: '5,000.00', available: '1,850.00', minimum: '10.00' },
    });
  });

  it('sends the person to another method when the limit is below the minimum, or negative', () => {
    expect(balanceRefusal('10.00', '9.99')?.key).toBe('app.wallet.topUp.balanceBelowMinimum');
    expect(balanceRefusal('50.00', '-20.00')?.values.available).toBe('0.00');
  });
});
