import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, formatBytes } from '../../src/utils/bytes';
import { dayBound, formatDate } from '../../src/utils/date';
import { formatMoney, formatUnitPrice } from '../../src/utils/money';
import { groupDigits } from '../../contract/numbers';
import { formatNumber } from '../../src/utils/number';

describe('numbers', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567.891', '1,234,567.891'],
    ['-1234567', '-1,234,567'],
  ])('groupDigits(%s) = %s', (input, expected) => expect(groupDigits(input)).toBe(expected));

  it.each([
    [1234567, '1,234,567'],
    [1234.5, '1,234.5'],
    [0.125, '0.13'],
    ['98765.4321', '98,765.43'],
    [-0.001, '0'],
    [null, ''],
    ['abc', ''],
  ] as const)('formatNumber(%s) = %s', (input, expected) =>
    expect(formatNumber(input)).toBe(expected),
  );
});

describe('money', () => {
  it.each([
    ['1234567.5', '1,234,567.50'],
    ['10', '10.00'],
    ['825.2491', '825.25'],
    ['689.8266', '689.83'],
    ['-12.1499', '-12.15'],
    ['0.005', '0.01'],
    ['0.0049', '0.00'],
    ['-0.004', '0.00'],
    ['999.995', '1,000.00'],
    ['9999999999999.999999', '10,000,000,000,000.00'],
    ['-1500.10', '-1,500.10'],
    ['-0.00', '0.00'],
    ['007.5', '7.50'],
    ['', ''],
    ['1e5', ''],
  ])('formatMoney(%s) = %s', (input, expected) => expect(formatMoney(input)).toBe(expected));

  it.each([
    ['0.0052', '0.0052'],
    ['0.05', '0.0500'],
    ['1', '1.0000'],
    ['1234.123456', '1,234.123456'],
    ['0.1234567', '0.123456'],
    ['-0.000000', '0.0000'],
    ['abc', ''],
  ])('formatUnitPrice(%s) = %s', (input, expected) =>
    expect(formatUnitPrice(input)).toBe(expected),
  );

  it('never rounds through a float', () => {
    // 0.1 + 0.2 style errors would show as …0000004
    expect(formatMoney('90071992547409.93')).toBe('90,071,992,547,409.93');
  });
});

describe('formatBytes (B to YB, base 1024)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 3.25, '3.25 MB'],
    [1024 ** 3, '1 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
    [-2048, '-2 KB'],
  ])('formatBytes(%s) = %s', (input, expected) => expect(formatBytes(input)).toBe(expected));

  it('knows every unit from B to YB', () => {
    expect(BYTE_UNITS).toEqual(['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatBytes(1234567, 1)).toBe('1.2 MB');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('dates per language', () => {
  const when = new Date(2024, 4, 1, 15, 4, 5);

  it('formats in one way per language', () => {
    expect(formatDate(when, 'en_US')).toBe('May 1, 2024, 3:04 PM');
    expect(formatDate(when, 'zh_CN')).toBe('2024年5月1日 15:04');
    expect(formatDate(when, 'en_US', 'date')).toBe('May 1, 2024');
    expect(formatDate(when, 'zh_CN', 'date')).toBe('2024年5月1日');
    expect(formatDate(when, 'en_US', 'month')).toBe('May 2024');
    expect(formatDate(when, 'zh_CN', 'month')).toBe('2024年5月');
    expect(formatDate(when, 'en_US', 'zone')).toMatch(/^May 1, 2024, 3:04:05 PM \S+$/);
  });

  it('returns nothing for missing or invalid values', () => {
    expect(formatDate(null, 'en_US')).toBe('');
    expect(formatDate('not a date', 'en_US')).toBe('');
  });

  it('gives inclusive day bounds in local time', () => {
    const start = dayBound(when, 'start');
    const end = dayBound(when, 'end');
    expect(new Date(start).getTime()).toBe(new Date(2024, 4, 1, 0, 0, 0, 0).getTime());
    expect(new Date(end).getTime()).toBe(new Date(2024, 4, 1, 23, 59, 59, 999).getTime());
    expect(start).toMatch(/^2024-05-01T00:00:00\.000[+-]\d\d:\d\d$/);
  });
});
