import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { newId } from '../../server/lib/ids';
import { newSecret } from '../../server/modules/callbacks/sign';
import { startReceivers, type Receivers } from '../api/receivers';
import { serverDb } from './accounts.fixtures';
import { baseUrl, launch, newContext, screenshot, signIn, type Lang } from './browser';

const stamp = Date.now() % 1_000_000;
const POLL = { timeout: 20_000, interval: 200 };

/**
 * An SMS callback address of the demo account, as the wizard saves one (the wizard has its own
 * test); SMS, so the demo's WhatsApp address gets none of these events.
 */
async function addAddress(name: string, url: string) {
  const db = serverDb();
  const account = await db.kysely
    .selectFrom('accounts')
    .select('main_id')
    .where('email', '=', DEMO.email)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const address = {
    id: newId(now),
    main_id: account.main_id,
    name,
    channel: 'sms',
    events: JSON.stringify(['message.delivered']),
    url,
    method: 'POST',
    username: null,
    user_key: null,
    authorization: null,
    secret: newSecret(),
    created_at: now,
    status: 'active',
    failing_since: null,
    disabled_at: null,
    previous_secret: null,
    previous_secret_expires_at: null,
  };
  await db.kysely.insertInto('callbacks').values(address).execute();
  return address;
}

/** The messaging platform publishes an event for the demo account. */
async function publish(mainId: string, id: string) {
  const response = await fetch(`${baseUrl()}/om/internal/v1/events`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${inject('operatorToken')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      id,
      accountId: mainId,
      channel: 'sms',
      type: 'message.delivered',
      data: { messageId: `sms-${id}`, to: '+6591234567', status: 'delivered' },
    }),
  });
  expect(response.status).toBe(200);
}

const disable = (id: string) =>
  serverDb()
    .kysely.updateTable('callbacks')
    .set({
      status: 'disabled',
      disabled_at: Date.now(),
      failing_since: Date.now() - 6 * 86_400_000,
    })
    .where('id', '=', id)
    .execute();

/** Opens an address's row menu and picks one of its actions. */
const addressAction = async (page: Page, name: string, action: string) => {
  await page.getByRole('button', { name: new RegExp(`^(Actions: |操作：)${name}$`) }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

describe('callback events in a real browser', () => {
  let browser: Browser;
  let receivers: Receivers;
  beforeAll(async () => {
    browser = await launch();
    receivers = await startReceivers();
  });
  afterAll(async () => {
    await browser?.close();
    await receivers?.close();
  });

  const requestsTo = (path: string) => receivers.received.filter((r) => r.url === path);
  /** Signs the demo admin in and opens an address's delivery log, in English. */
  const openLog = async (name: string) => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page);
    await page.goto('/control/api-key/callback-setting');
    await page.getByRole('button', { name: `Delivery log of ${name}` }).click();
    return { page, log: page.getByRole('dialog', { name: `Delivery log of ${name}` }) };
  };

  it('shows a published event in the delivery log, replays it, rotates the secret, and enables a disabled address with a replay', async () => {
    const name = `Events ${stamp}`;
    const address = await addAddress(name, `${receivers.base}/events-en`);
    const eventId = `evt_e2e_${stamp}`;
    await publish(address.main_id, eventId);
    await expect.poll(() => requestsTo('/events-en').length, POLL).toBe(1);
    const [delivered] = requestsTo('/events-en');
    const verified = new Webhook(address.secret).verify(delivered.body, {
      'webhook-id': String(delivered.headers['webhook-id']),
      'webhook-timestamp': String(delivered.headers['webhook-timestamp']),
      'webhook-signature': String(delivered.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ id: eventId, event: 'message.delivered' });

    const { page, log } = await openLog(name);
    await log.getByText('Attempt 1').waitFor();
    await log.getByRole('button', { name: /^Details of the delivery at / }).click();
    await log.getByText(`webhook-id: ${eventId}`).waitFor();
    await log.getByText(`"id":"${eventId}"`).waitFor();
    // the row has finished opening, so the picture shows all it read
    await log.locator('.MuiCollapse-entered').waitFor();
    await screenshot(page, 'callback-events-log-en_US');

    await log.getByRole('button', { name: /^Replay the delivery at / }).click();
    await page.getByText('Sent again with the same webhook-id').waitFor();
    await expect.poll(() => requestsTo('/events-en').length, POLL).toBe(2);
    expect(requestsTo('/events-en')[1].headers['webhook-id']).toBe(eventId);
    expect(requestsTo('/events-en')[1].body).toBe(delivered.body);
    // the replay is labelled as one, not as the event's first attempt
    await expect
      .poll(async () => {
        await log.getByRole('button', { name: 'Refresh' }).click();
        return log.locator('.MuiTypography-caption').getByText('Replay', { exact: true }).count();
      }, POLL)
      .toBe(1);
    expect(await log.getByText('Attempt 1').count()).toBe(1);

    await log.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Failed' }).click();
    await log.getByText('No delivery matches these filters.').waitFor();
    await log.getByRole('button', { name: 'Close' }).click();

    await addressAction(page, name, 'Rotate signing secret');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: `New signing secret of ${name}` }).waitFor();
    const fresh = (await page.getByTestId('secret-value').textContent()) as string;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(address.secret);
    await page.getByRole('button', { name: 'I have saved it' }).click();
    const row = page.locator('tbody tr', { hasText: name });
    await row.getByText('Old secret works until').waitFor();
    await screenshot(page, 'callback-events-rotated-en_US');

    // 5 days of failures disabled it; what was published meanwhile is offered again on enabling
    await disable(address.id);
    await publish(address.main_id, `${eventId}_while_disabled`);
    await page.reload();
    await page.getByText(`${name} was disabled on`).waitFor();
    await row.getByText('Disabled').waitFor();
    await screenshot(page, 'callback-events-disabled-en_US');
    await addressAction(page, name, 'Enable');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const offer = page.getByRole('dialog', { name: 'Send again what failed?' });
    await offer.getByText(`since`).waitFor();
    await offer.getByRole('button', { name: 'Send them again' }).click();
    await page.getByText('One event is being sent again').waitFor();
    await expect.poll(() => requestsTo('/events-en').length, POLL).toBe(3);
    const replayed = requestsTo('/events-en')[2];
    expect(replayed.headers['webhook-id']).toBe(`${eventId}_while_disabled`);
    // signed with both secrets during the rotation: the new one verifies it
    expect(String(replayed.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() =>
      new Webhook(fresh).verify(replayed.body, {
        'webhook-id': String(replayed.headers['webhook-id']),
        'webhook-timestamp': String(replayed.headers['webhook-timestamp']),
        'webhook-signature': String(replayed.headers['webhook-signature']),
      }),
    ).not.toThrow();
    await row.getByText('Active').waitFor();
    expect(await page.getByText(`${name} was disabled on`).count()).toBe(0);
  });

  it('pages through a long delivery log 25 at a time, and opens an attempt on a later page', async () => {
    const name = `Paged ${stamp}`;
    const address = await addAddress(name, `${receivers.base}/paged`);
    const now = Date.now();
    const attempts = Array.from({ length: 30 }, (_, i) => ({
      id: newId(now - i * 60_000),
      callback_id: address.id,
      event: 'message.delivered',
      outcome: 'ok',
      http_status: 200,
      latency_ms: 10 + i,
      detail: null,
      response_excerpt: `{"attempt":${i}}`,
      created_at: now - i * 60_000,
      message_id: null,
      event_id: `evt_paged_${i}`,
      attempt: 1,
      request_headers: JSON.stringify({ 'webhook-id': `evt_paged_${i}` }),
      request_body: `{"n":${i}}`,
    }));
    await serverDb().kysely.insertInto('callback_deliveries').values(attempts).execute();

    const { page, log } = await openLog(name);
    await log.getByText('1-25 of 30').waitFor();
    expect(await log.getByRole('row').count()).toBe(1 + 25 * 2);
    await log.getByRole('button', { name: 'Go to next page' }).click();
    await log.getByText('26-30 of 30').waitFor();
    await log.getByText('{"attempt":29}').waitFor();
    await log
      .getByRole('button', { name: /^Details of the delivery at / })
      .last()
      .click();
    await log.getByText('{"n":29}').waitFor();
    await log.getByText('webhook-id: evt_paged_29').waitFor();
    await log.locator('.MuiCollapse-entered').waitFor();
    await screenshot(page, 'callback-events-log-paged-en_US');
    // a filter starts again from the first page
    await log.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Succeeded' }).click();
    await log.getByText('1-25 of 30').waitFor();
    // the pager moves to page 1 while the last page's rows still show, until the page comes
    await log.getByText('{"attempt":0}').waitFor();

    // an attempt that ages out while the log is open says so, and can be asked for again
    await serverDb()
      .kysely.deleteFrom('callback_deliveries')
      .where('id', '=', attempts[0].id)
      .execute();
    await log
      .getByRole('button', { name: /^Details of the delivery at / })
      .first()
      .click();
    await log.getByText('Could not read this attempt.', { exact: false }).waitFor();
    await log.locator('.MuiCollapse-entered').waitFor();
    await screenshot(page, 'callback-events-log-detail-failed-en_US');
    await serverDb().kysely.insertInto('callback_deliveries').values(attempts[0]).execute();
    await log.getByRole('button', { name: 'Try again' }).click();
    await log.getByText('{"n":0}').waitFor();
  });

  it('says all of it in Chinese, on a phone too', async () => {
    const lang: Lang = 'zh_CN';
    const name = `事件 ${stamp}`;
    const address = await addAddress(name, `${receivers.base}/events-zh`);
    await publish(address.main_id, `evt_e2e_zh_${stamp}`);
    await expect.poll(() => requestsTo('/events-zh').length, POLL).toBe(1);

    const page = await (await newContext(browser, lang)).newPage();
    await signIn(page);
    await page.goto('/control/api-key/callback-setting');
    await page.getByRole('button', { name: `${name} 的投递日志` }).click();
    const log = page.getByRole('dialog', { name: `${name} 的投递日志` });
    await log.getByText('第 1 次尝试').waitFor();
    await log.getByRole('button', { name: /的投递详情$/ }).click();
    await log.getByText('请求头').waitFor();
    await log.locator('.MuiCollapse-entered').waitFor();
    await screenshot(page, `callback-events-log-${lang}`);
    await log.getByRole('button', { name: '重发失败的投递…' }).click();
    await page.getByRole('dialog', { name: `重发 ${name} 失败的投递` }).waitFor();
    await screenshot(page, `callback-events-replay-failed-${lang}`);
    await page.getByRole('button', { name: '取消' }).click();
    await log.getByRole('button', { name: '关闭' }).click();

    await disable(address.id);
    await page.reload();
    await page.getByText(`${name} 的投递连续 5 天失败`).waitFor();
    await addressAction(page, name, '轮换签名密钥');
    await page.getByText('24 小时内每次投递都会同时用当前密钥和新密钥签名').waitFor();
    await screenshot(page, `callback-events-rotate-${lang}`);
    await page.getByRole('button', { name: '取消' }).click();

    const phone = await (await newContext(browser, lang)).newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await signIn(phone);
    await phone.goto('/control/api-key/callback-setting');
    await phone.getByRole('button', { name: `${name} 的投递日志` }).click();
    await phone
      .getByRole('dialog', { name: `${name} 的投递日志` })
      .getByText('第 1 次尝试')
      .waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, `callback-events-log-phone-${lang}`);
  });
});
