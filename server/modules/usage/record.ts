import {
  fromMicros,
  toMicros,
  type UsageLineInput,
  type UsageRecordResult,
} from '../../../contract';
import type { Db } from '../../db/connect';
import { uniqueViolation } from '../../db/unique';
import { badRequest, notFound, referenceReused } from '../../errors';
import { canonicalJson } from '../../lib/canonicalJson';
import { newId } from '../../lib/ids';
import { listedPriceMicros } from '../products/prices';
import { payingAccountOf } from '../subAccounts/billing';
import { charge } from '../wallet/ledger';
import { addToRollups } from './rollup';

export interface UsageRecord {
  accountId: string;
  /** Idempotency key of the call; each paying wallet's entry gets `<reference>/<wallet>`. */
  reference?: string;
  lines: UsageLineInput[];
  /** Time of the charge (the seed back-dates it); now by default. */
  now?: number;
}

const DAY_MS = 86_400_000;

/**
 * Records usage lines and charges them: one `deduction` entry per paying wallet, written in
 * the same transaction as the lines; the lines keep their exact cost, the wallet is charged in
 * whole cents (`charge`). All or nothing: an unknown product, a product the
 * account may not use, or a wallet whose available limit does not cover its share refuses
 * the whole call. A reference already applied is answered as a duplicate, charging nothing;
 * with other lines or another account it is refused (409 referenceReused), as Stripe does.
 */
export async function recordUsage(db: Db, record: UsageRecord): Promise<UsageRecordResult> {
  const now = record.now ?? Date.now();
  const account = await db.kysely
    .selectFrom('accounts')
    .select(['id', 'main_id'])
    .where('id', '=', record.accountId)
    .executeTakeFirst();
  if (!account) throw notFound();

  const priced = await priceLines(db, account, record.lines, now);
  const byPayer = new Map<string, typeof priced>();
  for (const line of priced) byPayer.set(line.payer, [...(byPayer.get(line.payer) ?? []), line]);
  const referenceOf = (payer: string) => (record.reference ? `${record.reference}/${payer}` : null);

  const references = [...byPayer.keys()].map(referenceOf);
  const repeated = async () => {
    if (!(await sameLines(db, references, account.id, priced))) throw referenceReused();
    return duplicateOf(db, references);
  };
  if (record.reference && (await alreadyApplied(db, references))) return repeated();
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const charges: UsageRecordResult['charges'] = [];
      for (const [payer, lines] of byPayer) {
        const total = lines.reduce((sum, line) => sum + line.amountMicros, 0);
        const { entry, creditLimitMicros } = await charge(trx, {
          accountId: payer,
          costMicros: total,
          note: `Usage: ${lines.length} line(s)`,
          reference: referenceOf(payer),
          now,
        });
        const rows = lines.map((line) => ({
          id: newId(now),
          account_id: account.id,
          main_id: account.main_id,
          paying_account_id: payer,
          usage_date: line.day,
          usage_month: new Date(line.day).toISOString().slice(0, 7),
          product_key: line.productKey,
          country: line.country,
          message_type: line.messageType,
          quantity: line.quantity,
          unit_price_micros: line.unitPriceMicros,
          amount_micros: line.amountMicros,
          ledger_entry_id: entry.id,
          created_at: now,
        }));
        await trx.insertInto('usage_lines').values(rows).execute();
        await addToRollups(trx, rows);
        charges.push({
          accountId: payer,
          amount: fromMicros(-entry.amount_micros),
          balance: fromMicros(entry.balance_after_micros),
          availableLimit: fromMicros(entry.balance_after_micros + creditLimitMicros),
        });
      }
      const total = priced.reduce((sum, line) => sum + line.amountMicros, 0);
      return { duplicate: false, lines: priced.length, amount: fromMicros(total), charges };
    });
  } catch (error) {
    // Two deliveries of one reference raced: the loser answers like a later retry.
    if (record.reference && uniqueViolation(error) !== null) return repeated();
    throw error;
  }
}

/**
 * Checks every line (product known, usable by the account, date not ahead) and prices it: at
 * its own unit price, else at the price list's for its usage day.
 */
async function priceLines(
  db: Db,
  account: { id: string; main_id: string },
  lines: UsageLineInput[],
  now: number,
) {
  const products = new Set(
    (await db.kysely.selectFrom('products').select('key').execute()).map((row) => row.key),
  );
  const payers = new Map<string, string | null>();
  const priced = [];
  for (const [index, line] of lines.entries()) {
    if (!products.has(line.productKey))
      throw badRequest('errors.invalidRequest', {
        [`lines.${index}.productKey`]: 'validation.oneOf',
      });
    const day = Date.parse(`${line.date}T00:00:00Z`);
    if (day > now + DAY_MS)
      throw badRequest('errors.invalidRequest', { [`lines.${index}.date`]: 'validation.date' });
    if (!payers.has(line.productKey))
      payers.set(
        line.productKey,
        await payingAccountOf(db, account.id, account.main_id, line.productKey),
      );
    const payer = payers.get(line.productKey);
    if (!payer)
      throw badRequest('wallet.productNotAuthorized', {
        [`lines.${index}.productKey`]: 'wallet.productNotAuthorized',
      });
    const unitPriceMicros =
      line.unitPrice === undefined
        ? await listedPriceMicros(db.kysely, line, day)
        : toMicros(line.unitPrice);
    if (unitPriceMicros === null)
      throw badRequest('errors.invalidRequest', {
        [`lines.${index}.unitPrice`]: 'validation.noListedPrice',
      });
    priced.push({
      ...line,
      day,
      payer,
      unitPriceMicros,
      amountMicros: unitPriceMicros * line.quantity,
    });
  }
  return priced;
}

async function alreadyApplied(db: Db, references: (string | null)[]) {
  const row = await db.kysely
    .selectFrom('ledger_entries')
    .select('id')
    .where(
      'reference',
      'in',
      references.filter((r): r is string => r !== null),
    )
    .executeTakeFirst();
  return row !== undefined;
}

interface ComparedLine {
  day: number;
  productKey: string;
  country: string;
  messageType: string;
  quantity: number;
  unitPriceMicros: number;
}

/** A line as a repeat is compared with the first delivery's. */
const lineText = (accountId: string, line: ComparedLine) =>
  canonicalJson([
    accountId,
    line.day,
    line.productKey,
    line.country,
    line.messageType,
    line.quantity,
    line.unitPriceMicros,
  ]);

/** True when the lines charged under these references are the lines asked now, for this account. */
async function sameLines(
  db: Db,
  references: (string | null)[],
  accountId: string,
  priced: ComparedLine[],
) {
  const charged = await db.kysely
    .selectFrom('usage_lines')
    .innerJoin('ledger_entries', 'ledger_entries.id', 'usage_lines.ledger_entry_id')
    .select([
      'usage_lines.account_id',
      'usage_lines.usage_date',
      'usage_lines.product_key',
      'usage_lines.country',
      'usage_lines.message_type',
      'usage_lines.quantity',
      'usage_lines.unit_price_micros',
    ])
    .where(
      'ledger_entries.reference',
      'in',
      references.filter((r): r is string => r !== null),
    )
    .execute();
  const before = charged
    .map((line) =>
      lineText(line.account_id, {
        day: Number(line.usage_date),
        productKey: line.product_key,
        country: line.country,
        messageType: line.message_type,
        quantity: Number(line.quantity),
        unitPriceMicros: Number(line.unit_price_micros),
      }),
    )
    .sort();
  const asked = priced.map((line) => lineText(accountId, line)).sort();
  return canonicalJson(before) === canonicalJson(asked);
}

/** The answer to a repeated reference: what the first delivery charged, charging nothing. */
async function duplicateOf(db: Db, references: (string | null)[]): Promise<UsageRecordResult> {
  const entries = await db.kysely
    .selectFrom('ledger_entries')
    .innerJoin('wallets', 'wallets.account_id', 'ledger_entries.account_id')
    .leftJoin('usage_lines', 'usage_lines.ledger_entry_id', 'ledger_entries.id')
    .select((eb) => [
      'ledger_entries.account_id',
      'ledger_entries.amount_micros',
      'wallets.balance_micros',
      'wallets.credit_limit_micros',
      eb.fn.count<number>('usage_lines.id').as('lines'),
      eb.fn.sum<number | string>('usage_lines.amount_micros').as('cost'),
    ])
    .where(
      'ledger_entries.reference',
      'in',
      references.filter((r): r is string => r !== null),
    )
    .groupBy([
      'ledger_entries.id',
      'ledger_entries.account_id',
      'ledger_entries.amount_micros',
      'wallets.balance_micros',
      'wallets.credit_limit_micros',
    ])
    .execute();
  const total = entries.reduce((sum, entry) => sum + Number(entry.cost ?? 0), 0);
  return {
    duplicate: true,
    lines: entries.reduce((sum, entry) => sum + Number(entry.lines), 0),
    amount: fromMicros(total),
    charges: entries.map((entry) => ({
      accountId: entry.account_id,
      amount: fromMicros(-entry.amount_micros),
      balance: fromMicros(entry.balance_micros),
      availableLimit: fromMicros(entry.balance_micros + entry.credit_limit_micros),
    })),
  };
}
