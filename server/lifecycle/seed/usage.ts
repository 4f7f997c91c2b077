import type { UsageLineInput } from '../../../contract';
import { fromMicros, toMicros } from '../../../contract';
import { recordUsage } from '../../modules/usage/record';
import { CENT_MICROS } from '../../modules/wallet/cents';
import { post } from '../../modules/wallet/ledger';
import type { Db } from '../../db/connect';

const DAY_MS = 86_400_000;
/** How far back the demo's usage goes. */
export const USAGE_DAYS = 120;
const CHARGE_DAYS = 7;

/** Products, countries, message types and unit prices (USD) the demo account uses. */
const RATES: [UsageLineInput['productKey'], string, string, string, number][] = [
  ['whatsapp', 'BR', 'marketing', '0.0625', 180],
  ['whatsapp', 'IN', 'utility', '0.0014', 900],
  ['whatsapp', 'ID', 'marketing', '0.0411', 120],
  ['whatsapp', 'MX', 'authentication', '0.0238', 150],
  ['whatsapp', 'GB', 'service', '0.0000', 60],
  ['sms_verification', 'US', 'sms', '0.0079', 700],
  ['sms_verification', 'CN', 'sms', '0.0045', 1200],
  ['sms_verification', 'PH', 'sms', '0.0210', 250],
  ['sms_verification', 'NG', 'sms', '0.0320', 90],
];

/** A small deterministic generator, so the demo's charts look the same on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Quieter weekends, and a slow upward trend from 0.7 to 1.3 over the demo's days up to today. */
type PricedLine = UsageLineInput & { unitPrice: string };

function linesOf(day: number, back: number, share: number, random: () => number): PricedLine[] {
  const date = new Date(day).toISOString().slice(0, 10);
  const weekend = [0, 6].includes(new Date(day).getUTCDay()) ? 0.55 : 1;
  const trend = 0.7 + 0.6 * (1 - back / USAGE_DAYS);
  return RATES.filter(() => random() < 0.85).map(
    ([productKey, country, messageType, price, base]) => ({
      date,
      productKey,
      country,
      messageType,
      quantity: Math.max(1, Math.round(base * share * weekend * trend * (0.6 + 0.8 * random()))),
      unitPrice: price,
    }),
  );
}

/**
 * The demo wallet's history: an opening balance, then daily usage lines of the main account
 * and, every few days, of its finance sub-account (billed to the main wallet), charged weekly
 * by the real usage recorder, so the ledger adds up and ends at `closingMicros`.
 */
export async function seedUsage(
  db: Db,
  mainId: string,
  subId: string,
  closingMicros: number,
  now = Date.now(),
) {
  const today = now - (now % DAY_MS);
  const random = generator(20_260_101);
  const calls: { accountId: string; day: number; lines: PricedLine[] }[] = [];
  // The platform charges in weekly batches here: far fewer writes when seeding.
  let main: PricedLine[] = [];
  let sub: PricedLine[] = [];
  for (let back = USAGE_DAYS; back >= 1; back -= 1) {
    const day = today - back * DAY_MS;
    main.push(...linesOf(day, back, 1, random));
    if (back % 3 === 0) sub.push(...linesOf(day, back, 0.3, random));
    if (back % CHARGE_DAYS === 1 || back === 1) {
      calls.push({ accountId: mainId, day, lines: main }, { accountId: subId, day, lines: sub });
      main = [];
      sub = [];
    }
  }
  const total = calls
    .flatMap((c) => c.lines)
    .reduce((sum, line) => sum + toMicros(line.unitPrice) * line.quantity, 0);
  // Charges take whole cents: together they take the whole cents of the total.
  const charged = total - (total % CENT_MICROS);
  await db.kysely.transaction().execute((trx) =>
    post(trx, {
      accountId: mainId,
      type: 'adjust',
      amountMicros: closingMicros + charged,
      note: `Opening balance of the demo account (${fromMicros(closingMicros + charged)} USD)`,
      now: today - (USAGE_DAYS + 1) * DAY_MS,
    }),
  );
  for (const { accountId, day, lines } of calls) {
    if (lines.length > 0) await recordUsage(db, { accountId, lines, now: day + 22 * 3_600_000 });
  }
}
