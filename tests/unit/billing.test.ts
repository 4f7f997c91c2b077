import { describe, expect, it } from 'vitest';
import { monthRange, monthSpan } from '../../contract/bills';
import { invoiceFeeMicros } from '../../contract/invoices';
import { quote } from '../../src/resources/invoices/fee';

describe('the month range of bill details', () => {
  it('counts months inclusively across years', () => {
    expect(monthSpan('2026-01', '2026-12')).toBe(12);
    expect(monthSpan('2025-11', '2026-02')).toBe(4);
    expect(monthSpan('2026-03', '2026-03')).toBe(1);
  });

  it('takes 12 months and refuses 13, a reversed range and malformed months', () => {
    expect(monthRange.safeParse({ monthFrom: '2025-02', monthTo: '2026-01' }).success).toBe(true);
    const long = monthRange.safeParse({ monthFrom: '2025-01', monthTo: '2026-01' });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['monthTo'],
      message: 'billingApi.monthRangeTooLong',
    });
    const reversed = monthRange.safeParse({ monthFrom: '2026-02', monthTo: '2026-01' });
    expect(reversed.error?.issues[0].message).toBe('billingApi.monthRangeReversed');
    for (const bad of ['2026-13', '2026-1', '26-01', ''])
      expect(monthRange.safeParse({ monthFrom: bad, monthTo: '2026-01' }).success).toBe(false);
  });
});

describe('the invoice processing fee', () => {
  it('rounds half up to the cent without floats', () => {
    expect(invoiceFeeMicros(133_450_000, 100)).toBe(1_330_000); // 1.3345 → 1.33
    expect(invoiceFeeMicros(50_000, 10_000)).toBe(50_000);
    expect(invoiceFeeMicros(500_000, 100)).toBe(10_000); // 0.005 → 0.01
    expect(invoiceFeeMicros(499_999, 100)).toBe(0);
    expect(invoiceFeeMicros(0, 100)).toBe(0);
    // 9 trillion micro-dollars at 3.33%: exact, where a double would drift
    expect(invoiceFeeMicros(9_000_000_000_000, 333)).toBe(299_700_000_000);
  });

  it('quotes amount, fee and subtotal as the server computes them', () => {
    expect(quote(['123.45', '10.00'], 100)).toEqual({
      amount: '133.45',
      fee: '1.33',
      subtotal: '134.78',
    });
    expect(quote([], 100)).toEqual({ amount: '0.00', fee: '0.00', subtotal: '0.00' });
  });
});
