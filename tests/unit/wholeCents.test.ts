import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centAtOrAbove, CENT_MICROS, wholeCentCharge } from '../../server/modules/wallet/cents';

/** Usage of an exact cost, or money in whole cents (a top-up, an adjustment either way). */
const step = fc.oneof(
  fc.record({ cost: fc.integer({ min: 0, max: 50_000_000 }) }),
  fc.record({ cents: fc.integer({ min: -100_000, max: 100_000 }) }),
);

/** Runs the steps from an opening balance; what each charge took and left. */
function run(opening: number, steps: { cost?: number; cents?: number }[]) {
  let balance = opening;
  let uncharged = 0;
  let moved = 0;
  const charges: { amount: number; balanceAfter: number; uncharged: number; owedExact: number }[] =
    [];
  for (const next of steps) {
    if (next.cents !== undefined) {
      balance += next.cents * CENT_MICROS;
      moved += next.cents * CENT_MICROS;
      continue;
    }
    const cost = next.cost ?? 0;
    const result = wholeCentCharge(balance, uncharged, cost);
    balance += result.amountMicros;
    uncharged = result.unchargedMicros;
    moved -= cost;
    charges.push({
      amount: result.amountMicros,
      balanceAfter: balance,
      uncharged,
      owedExact: moved,
    });
  }
  return { balance, uncharged, exactBalance: opening + moved, charges };
}

describe('usage charged in whole cents', () => {
  it('charges whole cents from a whole-cent balance, carrying less than a cent of the exact cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.array(step), (cents, steps) => {
        const result = run(cents * CENT_MICROS, steps);
        for (const charge of result.charges) {
          expect(Math.abs(charge.amount % CENT_MICROS)).toBe(0);
          expect(charge.amount).toBeLessThanOrEqual(0);
          expect(charge.uncharged).toBeGreaterThanOrEqual(0);
          expect(charge.uncharged).toBeLessThan(CENT_MICROS);
        }
        expect(result.balance - result.uncharged).toBe(result.exactBalance);
      }),
    );
  });

  it('brings a balance holding a fraction of a cent to whole cents at its next charge of a cent or more, losing nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.integer({ min: CENT_MICROS, max: 50_000_000 }),
        fc.array(step),
        (opening, firstCost, steps) => {
          const result = run(opening, [{ cost: firstCost }, ...steps]);
          expect(Math.abs(result.charges[0].balanceAfter % CENT_MICROS)).toBe(0);
          for (const charge of result.charges) {
            expect(charge.amount).toBeLessThanOrEqual(0);
            expect(charge.uncharged).toBeGreaterThanOrEqual(0);
            expect(charge.uncharged).toBeLessThan(CENT_MICROS);
          }
          expect(result.balance - result.uncharged).toBe(result.exactBalance);
        },
      ),
    );
  });

  it('rounds to the whole cent at or above, below zero too', () => {
    expect([-12_345, -10_000, -1, 0, 1, 12_345, 20_000].map(centAtOrAbove)).toEqual([
      -10_000, -10_000, 0, 0, 10_000, 20_000, 20_000,
    ]);
  });
});
