import {
  insightsRange,
  utcDay,
  type InsightsFigures,
  type MessageInsights,
  type MessageInsightsQuery,
} from '../../../contract/messageInsights';
import {
  DELIVERED_STATUSES,
  FAILED_STATUSES,
  type MessageStatus,
} from '../../../contract/messageStatus';
import type { Db } from '../../db/connect';
import type { Scope } from './repo';

const DAY_MS = 86_400_000;

interface Counts {
  sent: number;
  delivered: number;
  failed: number;
  whatsappDelivered: number;
  read: number;
  codesConcluded: number;
  verified: number;
}

const noCounts = (): Counts => ({
  sent: 0,
  delivered: 0,
  failed: 0,
  whatsappDelivered: 0,
  read: 0,
  codesConcluded: 0,
  verified: 0,
});

/** Adds `messages` messages of a channel at a status to the counts they fall in. */
function count(counts: Counts, channel: string, status: MessageStatus, messages: number) {
  counts.sent += messages;
  if (DELIVERED_STATUSES.includes(status)) counts.delivered += messages;
  if (FAILED_STATUSES.includes(status)) counts.failed += messages;
  if (channel === 'whatsapp' && (status === 'delivered' || status === 'read'))
    counts.whatsappDelivered += messages;
  if (channel === 'whatsapp' && status === 'read') counts.read += messages;
  if (status === 'verified' || status === 'expired') counts.codesConcluded += messages;
  if (status === 'verified') counts.verified += messages;
}

const rateOf = (part: number, whole: number) => (whole === 0 ? null : part / whole);

const figuresOf = (c: Counts): InsightsFigures => ({
  ...c,
  deliveryRate: rateOf(c.delivered, c.sent),
  readRate: rateOf(c.read, c.whatsappDelivered),
  verificationRate: rateOf(c.verified, c.codesConcluded),
});

const entry = <K, V>(map: Map<K, V>, key: K, make: () => V) => {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
};

/**
 * Insights over whole UTC days and the period of equal length before them, answered from the
 * daily counts alone (one grouped read of `message_days`, never the messages).
 */
export async function insightsOf(
  db: Db,
  scope: Scope,
  query: MessageInsightsQuery,
  now = Date.now(),
): Promise<MessageInsights> {
  const { from, to, days } = insightsRange(query, now);
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const previousFromMs = fromMs - days * DAY_MS;
  let rows = db.kysely
    .selectFrom('message_days')
    .select(['day', 'channel', 'country', 'status', 'error_code'])
    .select((eb) => eb.fn.sum<number | string>('messages').as('messages'))
    .where('main_id', '=', scope.mainId)
    .where('day', '>=', previousFromMs)
    .where('day', '<=', toMs);
  if (scope.accountId !== null) rows = rows.where('account_id', '=', scope.accountId);
  if (query.product) rows = rows.where('product', '=', query.product);
  if (query.channel) rows = rows.where('channel', '=', query.channel);
  if (query.country) rows = rows.where('country', '=', query.country);
  const found = await rows.groupBy(['day', 'channel', 'country', 'status', 'error_code']).execute();

  const current = noCounts();
  const previous = noCounts();
  const byDay = new Map<number, Counts>();
  for (let d = fromMs; d <= toMs; d += DAY_MS) byDay.set(d, noCounts());
  const byCode = new Map<string, { failed: number; previousFailed: number }>();
  const byCountry = new Map<string, { now: Counts; before: Counts }>();
  for (const row of found) {
    const messages = Number(row.messages);
    if (messages === 0) continue;
    const status = row.status as MessageStatus;
    const day = Number(row.day);
    const isCurrent = day >= fromMs;
    count(isCurrent ? current : previous, row.channel, status, messages);
    const country = entry(byCountry, row.country, () => ({ now: noCounts(), before: noCounts() }));
    count(isCurrent ? country.now : country.before, row.channel, status, messages);
    if (isCurrent) count(entry(byDay, day, noCounts), row.channel, status, messages);
    if (FAILED_STATUSES.includes(status)) {
      const code = entry(byCode, row.error_code, () => ({ failed: 0, previousFailed: 0 }));
      if (isCurrent) code.failed += messages;
      else code.previousFailed += messages;
    }
  }
  return {
    from,
    to,
    previousFrom: utcDay(previousFromMs),
    previousTo: utcDay(fromMs, 1),
    current: figuresOf(current),
    previous: figuresOf(previous),
    byDay: [...byDay.entries()].map(([day, c]) => ({
      day: utcDay(day),
      sent: c.sent,
      delivered: c.delivered,
      failed: c.failed,
    })),
    byErrorCode: [...byCode.entries()]
      .sort(
        ([a, x], [b, y]) =>
          y.failed - x.failed || y.previousFailed - x.previousFailed || a.localeCompare(b),
      )
      .map(([code, c]) => ({ code: code === '' ? null : code, ...c })),
    byCountry: [...byCountry.entries()]
      .filter(([, c]) => c.now.sent > 0)
      .sort(([a, x], [b, y]) => y.now.sent - x.now.sent || a.localeCompare(b))
      .map(([country, c]) => ({
        country: country === '' ? null : country,
        sent: c.now.sent,
        delivered: c.now.delivered,
        failed: c.now.failed,
        deliveryRate: rateOf(c.now.delivered, c.now.sent),
        previousSent: c.before.sent,
        previousDeliveryRate: rateOf(c.before.delivered, c.before.sent),
      })),
  };
}
