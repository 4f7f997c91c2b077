import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { usageSummaryQuery } from '../../contract/usageSummary';
import { shouldRetry } from '../../src/dataProvider/queryClient';
import { mendParams } from '../../src/utils/mendParams';

describe('a read the server refused is not asked again', () => {
  it('shows a 4xx at once, and retries a network failure or a 5xx twice', () => {
    for (const status of [400, 403, 404, 409])
      expect(shouldRetry(0, new HttpError('refused', status))).toBe(false);
    expect(shouldRetry(0, new HttpError('down', 503))).toBe(true);
    expect(shouldRetry(1, new Error('offline'))).toBe(true);
    expect(shouldRetry(2, new HttpError('down', 503))).toBe(false);
  });
});

describe('address parameters the contract refuses', () => {
  const defaults = { from: '2026-10-30', to: '2026-11-28', groupBy: 'day', splitBy: 'product' };

  it('go back to their defaults one by one, the rest kept', () => {
    const asked = { ...defaults, from: '2026-99-99', groupBy: 'century', splitBy: 'country' };
    expect(mendParams(usageSummaryQuery, asked, defaults)).toEqual({
      ...defaults,
      splitBy: 'country',
    });
  });

  it('drop a refused key without a default, and answer the same object when all is well', () => {
    const asked = { ...defaults, country: 'Philippines', productKey: 'whatsapp' };
    expect(mendParams(usageSummaryQuery, asked, defaults)).toEqual({
      ...defaults,
      productKey: 'whatsapp',
    });
    expect(mendParams(usageSummaryQuery, defaults, defaults)).toBe(defaults);
  });

  it('mend a range refused as a whole (reversed) by its default end', () => {
    const reversed = { ...defaults, to: '2026-01-01' };
    expect(mendParams(usageSummaryQuery, reversed, defaults)).toEqual(defaults);
  });
});
