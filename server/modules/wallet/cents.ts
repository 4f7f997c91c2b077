/** Micro-dollars in a cent: a wallet's balance and its entries move in whole cents. */
export const CENT_MICROS = 10_000;

/** The nearest whole cent at or above an amount of micro-dollars (below zero too). */
export function centAtOrAbove(micros: number): number {
  const rest = ((micros % CENT_MICROS) + CENT_MICROS) % CENT_MICROS;
  return rest === 0 ? micros : micros - rest + CENT_MICROS;
}

/**
 * A usage charge in whole cents. The wallet owes its uncharged fraction plus the exact cost;
 * the charge takes the whole cents of that and the fraction left waits for the next charge,
 * so the balance after is a whole cent and the sum charged trails the exact costs by less than
 * a cent. A balance holding a fraction of a cent (posted before charges took whole cents)
 * reaches a whole cent at its next charge; a charge never raises a balance.
 */
export function wholeCentCharge(
  balanceMicros: number,
  unchargedMicros: number,
  costMicros: number,
) {
  const exactAfter = balanceMicros - unchargedMicros - costMicros;
  const balanceAfter = Math.min(balanceMicros, centAtOrAbove(exactAfter));
  return { amountMicros: balanceAfter - balanceMicros, unchargedMicros: balanceAfter - exactAfter };
}
