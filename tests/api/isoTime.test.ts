import { describe, expect, it } from 'vitest';
import { isoTime, isoTimeOrNull } from '../../server/lib/isoTime';

describe('isoTime', () => {
  it('writes what Date#toISOString writes, across leap years, month ends and centuries', () => {
    const samples = [
      0,
      951_782_400_000, // 2000-02-29
      4_107_542_399_999, // 2100-02-28T23:59:59.999
      4_107_542_400_000, // 2100-03-01
      253_402_300_799_999, // 9999-12-31T23:59:59.999
    ];
    let seed = 7;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 48_271) % 2_147_483_647;
      samples.push(Math.floor((seed / 2_147_483_647) * 253_402_300_800_000));
    }
    for (let day = 0; day < 366 * 5; day += 1)
      samples.push(1_704_067_200_000 + day * 86_400_000 - 1);
    // runs within one day, as a list's rows come, then across its midnight and back
    for (let ms = 1_764_115_200_000 - 7_000_000; ms < 1_764_115_200_000 + 7_000_000; ms += 61_001)
      samples.push(ms, ms + 86_400_000);
    for (const ms of samples) expect(isoTime(ms)).toBe(new Date(ms).toISOString());
  });

  it('leaves times it does not cover to Date, and null to null', () => {
    for (const ms of [-1, -62_198_755_200_000, 253_402_300_800_000, 1.5])
      expect(isoTime(ms)).toBe(new Date(ms).toISOString());
    expect(isoTimeOrNull(null)).toBeNull();
  });
});
