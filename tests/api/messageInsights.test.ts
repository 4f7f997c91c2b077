import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageInsights } from '../../contract/messageInsights';
import { MESSAGE_STATUS_RANK, type MessageStatus } from '../../contract/messageStatus';
import { otherMainAccount } from './devtools.fixtures';
import { backends, call, signIn, startApp, type TestContext } from './harness';
import { messageEvent, postEvents } from './messageLogs.fixtures';
import { CUSTOM_PASSWORD, makeSubWith } from './users.fixtures';
import { OPERATOR_TOKEN } from './wallet.fixtures';

const DAY_MS = 86_400_000;
const STATUSES = Object.keys(MESSAGE_STATUS_RANK) as MessageStatus[];
const NUMBERS = { BR: '+5511987654321', GB: '+447911123456', US: '+14155550123' };
const PRODUCTS = { whatsapp: 'whatsapp', sms: 'sms_verification', voice: 'otp_voice' } as const;
// the definitions of docs/message-logs.md, written out again against the raw rows
const DELIVERED = ['delivered', 'read', 'answered', 'verified', 'expired'];
const FAILED = ['undelivered', 'failed'];

type Row = { created_at: number; channel: string; country: string | null; product: string };
type Message = Row & { status: string; error_code: string | null };

/** The insights of a range as the raw messages give them. */
function expectedOf(messages: Message[], from: string, to: string) {
  const fromMs = Date.parse(from);
  const toMs = Date.parse(to);
  const days = (toMs - fromMs) / DAY_MS + 1;
  const dayOf = (m: Message) => Math.floor(m.created_at / DAY_MS) * DAY_MS;
  const current = messages.filter((m) => dayOf(m) >= fromMs && dayOf(m) <= toMs);
  const previous = messages.filter((m) => dayOf(m) >= fromMs - days * DAY_MS && dayOf(m) < fromMs);
  const n = (list: Message[], keep: (m: Message) => boolean) => list.filter(keep).length;
  const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole);
  const figures = (list: Message[]) => {
    const sent = list.length;
    const delivered = n(list, (m) => DELIVERED.includes(m.status));
    const whatsappDelivered = n(
      list,
      (m) => m.channel === 'whatsapp' && ['delivered', 'read'].includes(m.status),
    );
    const read = n(list, (m) => m.channel === 'whatsapp' && m.status === 'read');
    const codesConcluded = n(list, (m) => ['verified', 'expired'].includes(m.status));
    const verified = n(list, (m) => m.status === 'verified');
    return {
      sent,
      delivered,
      failed: n(list, (m) => FAILED.includes(m.status)),
      deliveryRate: rate(delivered, sent),
      whatsappDelivered,
      read,
      readRate: rate(read, whatsappDelivered),
      codesConcluded,
      verified,
      verificationRate: rate(verified, codesConcluded),
    };
  };
  const codes = new Set(
    [...current, ...previous].filter((m) => FAILED.includes(m.status)).map((m) => m.error_code),
  );
  const countries = new Set(current.map((m) => m.country));
  return {
    current: figures(current),
    previous: figures(previous),
    byDay: Array.from({ length: days }, (_, i) => {
      const day = fromMs + i * DAY_MS;
      const f = figures(current.filter((m) => dayOf(m) === day));
      return {
        day: new Date(day).toISOString().slice(0, 10),
        sent: f.sent,
        delivered: f.delivered,
        failed: f.failed,
      };
    }),
    byErrorCode: [...codes]
      .map((code) => ({
        code,
        failed: n(current, (m) => FAILED.includes(m.status) && m.error_code === code),
        previousFailed: n(previous, (m) => FAILED.includes(m.status) && m.error_code === code),
      }))
      .sort((a, b) => String(a.code).localeCompare(String(b.code))),
    byCountry: [...countries]
      .map((country) => {
        const now = figures(current.filter((m) => m.country === country));
        const before = figures(previous.filter((m) => m.country === country));
        return {
          country,
          sent: now.sent,
          delivered: now.delivered,
          failed: now.failed,
          deliveryRate: now.deliveryRate,
          previousSent: before.sent,
          previousDeliveryRate: before.deliveryRate,
        };
      })
      .sort((a, b) => String(a.country).localeCompare(String(b.country))),
  };
}

const byKey = (insights: MessageInsights) => ({
  current: insights.current,
  previous: insights.previous,
  byDay: insights.byDay,
  byErrorCode: [...insights.byErrorCode].sort((a, b) =>
    String(a.code).localeCompare(String(b.code)),
  ),
  byCountry: [...insights.byCountry].sort((a, b) =>
    String(a.country).localeCompare(String(b.country)),
  ),
});

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe.each(backends())('message insights on %s', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp(backend, { seed: false, env: { OPERATOR_TOKEN } });
  });
  afterAll(() => ctx.close());

  const insights = async (query: string, token: string) =>
    call<MessageInsights>(ctx.app, 'GET', `/v1/messages/insights?${query}`, { token });

  it('equals the figures of the raw messages after a random mix of traffic, in any range and filter', async () => {
    const now = Date.now();
    const message = fc.record({
      channel: fc.constantFrom('whatsapp', 'sms', 'voice' as const),
      country: fc.constantFrom(...(Object.keys(NUMBERS) as (keyof typeof NUMBERS)[])),
      hoursAgo: fc.integer({ min: 0, max: 24 * 24 }),
      statuses: fc.array(fc.constantFrom(...STATUSES), { minLength: 1, maxLength: 3 }),
      errorCode: fc.option(fc.constantFrom('30003', '131026', '60003'), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 40 }), async (traffic) => {
        const account = await otherMainAccount(ctx.db);
        const other = await otherMainAccount(ctx.db);
        const events = traffic.flatMap((m, i) =>
          m.statuses.map((status, step) =>
            messageEvent(account.id, {
              id: `${account.id}-${i}-${step}`,
              messageId: `${account.id}-m${i}`,
              channel: m.channel,
              product: PRODUCTS[m.channel],
              to: NUMBERS[m.country],
              status,
              errorCode: m.errorCode,
              at: new Date(now - m.hoursAgo * 3_600_000 + step * 1000).toISOString(),
            }),
          ),
        );
        expect((await postEvents(ctx.app, events)).body.data.refused).toEqual([]);
        // another account's traffic on the same days never counts
        await postEvents(ctx.app, [
          messageEvent(other.id, { status: 'failed', errorCode: '30003' }),
          messageEvent(other.id, { status: 'delivered', to: NUMBERS.GB }),
        ]);
        const messages = (
          await ctx.db.kysely
            .selectFrom('messages')
            .select(['created_at', 'channel', 'country', 'product', 'status', 'error_code'])
            .where('main_id', '=', account.id)
            .execute()
        ).map((m) => ({ ...m, created_at: Number(m.created_at) }));
        const today = utcDay(now);
        const weekAgo = utcDay(now - 6 * DAY_MS);
        const cases: [string, (m: Message) => boolean, string, string][] = [
          ['', () => true, weekAgo, today],
          [
            `from=${utcDay(now - 9 * DAY_MS)}&to=${utcDay(now - DAY_MS)}`,
            () => true,
            utcDay(now - 9 * DAY_MS),
            utcDay(now - DAY_MS),
          ],
          ['channel=whatsapp', (m) => m.channel === 'whatsapp', weekAgo, today],
          [
            'country=BR&product=sms_verification',
            (m) => m.country === 'BR' && m.product === 'sms_verification',
            weekAgo,
            today,
          ],
        ];
        for (const [query, keep, from, to] of cases) {
          const { status, body } = await insights(query, account.token);
          expect(status, query).toBe(200);
          expect([body.data.from, body.data.to]).toEqual([from, to]);
          expect(byKey(body.data), query).toEqual(expectedOf(messages.filter(keep), from, to));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('compares with the period of equal length just before, and downloads the same as CSV', async () => {
    const account = await otherMainAccount(ctx.db);
    const now = Date.now();
    await postEvents(ctx.app, [
      messageEvent(account.id, { status: 'delivered', at: new Date(now - 60_000).toISOString() }),
      messageEvent(account.id, {
        status: 'failed',
        errorCode: '-2-3',
        at: new Date(now - 120_000).toISOString(),
      }),
      messageEvent(account.id, {
        status: 'delivered',
        at: new Date(now - 8 * DAY_MS).toISOString(),
      }),
    ]);
    const { body } = await insights(`from=${utcDay(now)}&to=${utcDay(now)}`, account.token);
    expect([body.data.previousFrom, body.data.previousTo]).toEqual([
      utcDay(now - DAY_MS),
      utcDay(now - DAY_MS),
    ]);
    expect(body.data.current.deliveryRate).toBe(0.5);
    expect(body.data.previous.sent).toBe(0);
    expect(body.data.previous.deliveryRate).toBeNull();

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/om/api/v1/messages/insights/export?from=${utcDay(now - 7 * DAY_MS)}`,
      headers: { token: account.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    expect(file.body).toContain(
      `This period (${utcDay(now - 7 * DAY_MS)} – ${utcDay(now)}),Previous period (`,
    );
    expect(file.body).toContain('Delivery rate (%),50.00,100.00');
    // an error code as the platform reported it cannot run as a formula
    expect(file.body).toContain("Error code,'-2-3,Failed,1,0");
  });

  it('refuses a reversed or too long range with what is wrong, in the caller language', async () => {
    const account = await otherMainAccount(ctx.db);
    for (const [query, message] of [
      ['from=2026-03-02&to=2026-03-01', 'The start date must not be after the end date.'],
      ['from=2024-01-01&to=2025-03-01', 'The date range cannot exceed 400 days.'],
      ['from=2026-02-30', null],
      ['channel=fax', null],
    ] as const) {
      const { status, body } = await insights(query, account.token);
      expect([query, status, body.code]).toEqual([query, 400, '400001']);
      const fields = (body.data as unknown as { fields: Record<string, string> }).fields;
      if (message) expect(fields.to, query).toBe(message);
    }
    // 400 days exactly is answered
    expect((await insights('from=2025-01-01&to=2026-02-04', account.token)).status).toBe(200);
  });

  it('shows a sub-account its own traffic only, and refuses a role without the group', async () => {
    const main = await otherMainAccount(ctx.db);
    const sub = await makeSubWith(ctx.app, main.token, ['messages']);
    const bare = await makeSubWith(ctx.app, main.token, ['order']);
    await postEvents(ctx.app, [
      messageEvent(main.id, { status: 'delivered' }),
      messageEvent(sub.id, { status: 'failed', errorCode: '30003' }),
    ]);
    const subToken = await signIn(ctx.app, sub.email, CUSTOM_PASSWORD);
    const seen = (await insights('', subToken)).body.data;
    expect([seen.current.sent, seen.current.failed, seen.byErrorCode]).toEqual([
      1,
      1,
      [{ code: '30003', failed: 1, previousFailed: 0 }],
    ]);
    expect((await insights('', main.token)).body.data.current.sent).toBe(2);
    const bareToken = await signIn(ctx.app, bare.email, CUSTOM_PASSWORD);
    expect((await insights('', bareToken)).status).toBe(403);
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/om/api/v1/messages/insights/export',
      headers: { token: bareToken },
    });
    expect(file.statusCode).toBe(403);
  });
});
