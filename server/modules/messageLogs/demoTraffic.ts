import { MESSAGE_EVENT_BATCH } from '../../../contract/messageEvents';
import type { MessageChannel, MessageStatus } from '../../../contract/messageStatus';
import type { Db } from '../../db/connect';
import { recordEvents } from './ingest';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** How far back the demo's messages go, and about how many a day. */
const TRAFFIC_DAYS = 30;
const PER_DAY = 90;

/** Where the demo sends: a country's mobile prefix and how many digits follow it. */
const NUMBERS: Record<string, [string, number]> = {
  BR: ['+55119', 8],
  IN: ['+9198', 8],
  ID: ['+62812', 8],
  GB: ['+447400', 6],
  US: ['+14152', 6],
  CN: ['+86138', 8],
  PH: ['+63917', 7],
  NG: ['+234803', 7],
};

interface Kind {
  product: string;
  channel: MessageChannel;
  from: string;
  countries: string[];
  unitPrice: string;
  template?: string;
  /** Its share of the traffic. */
  weight: number;
  /** Journeys with their odds: each a list of statuses and, for a failure, its code. */
  journeys: [number, MessageStatus[], string?][];
}

const KINDS: Kind[] = [
  {
    product: 'whatsapp',
    channel: 'whatsapp',
    from: '+14155550100',
    countries: ['BR', 'IN', 'ID', 'GB'],
    unitPrice: '0.0250',
    template: 'order_update',
    weight: 0.45,
    journeys: [
      [0.58, ['accepted', 'sent', 'delivered', 'read']],
      [0.28, ['accepted', 'sent', 'delivered']],
      [0.08, ['accepted', 'sent']],
      [0.03, ['accepted', 'failed'], '131026'],
      [0.02, ['accepted', 'failed'], '131047'],
      [0.01, ['accepted', 'sent', 'failed'], '131049'],
    ],
  },
  {
    product: 'sms_verification',
    channel: 'sms',
    from: 'DEMOTRADE',
    countries: ['US', 'CN', 'PH', 'NG'],
    unitPrice: '0.0079',
    weight: 0.4,
    journeys: [
      [0.72, ['accepted', 'sent', 'delivered', 'verified']],
      [0.19, ['accepted', 'sent', 'delivered', 'expired']],
      [0.04, ['accepted', 'sent', 'undelivered'], '30003'],
      [0.02, ['accepted', 'sent', 'undelivered'], '30005'],
      [0.02, ['accepted', 'sent', 'failed'], '30007'],
      [0.01, ['accepted', 'failed'], '30034'],
    ],
  },
  {
    product: 'otp_voice',
    channel: 'voice',
    from: '+14155550199',
    countries: ['US', 'GB', 'IN'],
    unitPrice: '0.0130',
    weight: 0.15,
    journeys: [
      [0.7, ['accepted', 'answered', 'verified']],
      [0.15, ['accepted', 'answered', 'expired']],
      [0.11, ['accepted', 'unanswered']],
      [0.04, ['accepted', 'failed'], '40001'],
    ],
  },
];

/** How long after the previous step each status comes, at most (ms). */
const STEP_MS: Partial<Record<MessageStatus, number>> = {
  read: 90 * MINUTE_MS,
  verified: 2 * MINUTE_MS,
  expired: 10 * MINUTE_MS,
};

/** mulberry32: a small deterministic generator, so the demo looks the same on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: () => number, weighted: [number, T][]): T => {
  let left = random();
  for (const [weight, value] of weighted) {
    left -= weight;
    if (left < 0) return value;
  }
  return weighted[weighted.length - 1][1];
};

/**
 * A month of the demo account's traffic, taken through the real ingest in full batches: three
 * products in eight countries, a few percent failing with real-looking codes, codes verified
 * and expired, WhatsApp messages read. The same on every install.
 */
export async function seedDemoTraffic(db: Db, mainId: string, now: number) {
  const keys = await db.kysely
    .selectFrom('api_keys')
    .select('id')
    .where('main_id', '=', mainId)
    .orderBy('id')
    .execute();
  const apiKeyIds = keys.map((key) => key.id);
  const random = generator(20_261_129);
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const events: Record<string, unknown>[] = [];
  for (let n = 0; n < TRAFFIC_DAYS * PER_DAY; n++) {
    const kind = pick(
      random,
      KINDS.map((k) => [k.weight, k] as [number, Kind]),
    );
    const [statuses, code] = pick(
      random,
      kind.journeys.map(([odds, steps, error]) => [odds, [steps, error]] as const),
    );
    const country = kind.countries[Math.floor(random() * kind.countries.length)];
    const [prefix, length] = NUMBERS[country];
    const messageId = `demo-${String(n).padStart(5, '0')}`;
    const to = `${prefix}${digits(length)}`;
    const segments = kind.channel === 'sms' && random() < 0.1 ? 2 : 1;
    let at = now - Math.floor(random() * TRAFFIC_DAYS * DAY_MS);
    for (const status of statuses) {
      at += status === 'accepted' ? 0 : Math.floor(random() * (STEP_MS[status] ?? 20_000));
      if (at > now) break;
      events.push({
        id: `${messageId}-${status}`,
        messageId,
        accountId: mainId,
        ...(apiKeyIds.length > 0 && { apiKeyId: apiKeyIds[n % apiKeyIds.length] }),
        product: kind.product,
        channel: kind.channel,
        direction: 'outbound',
        from: kind.from,
        to,
        ...(kind.template && { template: kind.template }),
        segments,
        unitPrice: kind.unitPrice,
        status,
        ...(code && (status === 'failed' || status === 'undelivered') && { errorCode: code }),
        at: new Date(at).toISOString(),
      });
    }
  }
  for (let start = 0; start < events.length; start += MESSAGE_EVENT_BATCH) {
    const result = await recordEvents(db, events.slice(start, start + MESSAGE_EVENT_BATCH), now);
    if (result.refused.length > 0)
      throw new Error(`demo traffic refused: ${JSON.stringify(result.refused[0])}`);
  }
}
