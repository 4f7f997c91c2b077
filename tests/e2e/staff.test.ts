import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { connect, type Db } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { createOrder } from '../../server/modules/orders/store';
import { createSenderId } from '../../server/modules/senderIds/repo';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';
import { accessibilityProblems, launch, newContext, screenshot, signIn } from './browser';
import { enroll } from './staffSignIn';

/** Staff users are made as `npm run ops -- staff-create` makes them; the first sign-in enrolls. */
describe('staff console', { timeout: 180_000 }, () => {
  let browser: Browser;
  let db: Db;
  let mainId: string;
  beforeAll(async () => {
    browser = await launch();
    db = connect(inject('databaseUrl'));
    const demo = await db.kysely
      .selectFrom('accounts')
      .select('main_id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    mainId = demo.main_id;
  });
  afterAll(async () => {
    await browser.close();
    await db.destroy();
  });

  it('a reviewer approves a sender ID and the customer sees Approved', async () => {
    const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
      email: 'reviewer@e2e.example',
      name: 'Rita Reviewer',
      role: 'reviewer',
    });
    const senderId = await createSenderId(db, mainId, {
      name: 'StaffE2E',
      countries: ['GB'],
      useCase: 'otp',
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await enroll(page, 'reviewer@e2e.example', oneTimePassword);
    await page.getByRole('menuitem', { name: /sender ids/i }).click();
    await page.getByText('StaffE2E').click();
    await page.getByRole('button', { name: 'Approve' }).click();
    // nothing is decided before the reviewer confirms what will happen
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Sender ID StaffE2E will be approved and the customer told at once.')
      .waitFor();
    await screenshot(page, 'staff-approve-confirm-en-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved.').waitFor();
    // back on the queue, which no longer holds it
    await expect.poll(() => page.getByText('StaffE2E').count()).toBe(0);
    await screenshot(page, 'staff-queue-en-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-queue-en-390');

    // a session ended elsewhere: the next call brings the sign-in screen back, saying why
    await db.kysely.updateTable('staff_sessions').set({ revoked_at: Date.now() }).execute();
    await page.reload();
    await page.getByText('Your session has ended. Sign in again.').waitFor();
    expect(page.url()).toMatch(/\/staff\/login$/);
    await context.close();

    const customer = await newContext(browser);
    const customerPage = await customer.newPage();
    await signIn(customerPage);
    await customerPage.goto(`/control/sender-ids/${senderId.id}/show`);
    await customerPage.getByText('Approved').first().waitFor();
    // the customer's audit log names the platform as the one who decided, not a staff user
    await customerPage.goto('/control/account/audit-log');
    await customerPage
      .getByRole('row')
      .filter({ hasText: 'Sender ID' })
      .filter({ hasText: 'The platform' })
      .first()
      .waitFor();
    await customer.close();
  });

  it('finance confirms an offline payment and the balance grows by exactly that amount', async () => {
    const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
      email: 'finance@e2e.example',
      name: '',
      role: 'finance',
    });
    const order = await createOrder(db.kysely, {
      mainId,
      accountId: mainId,
      status: 'pending',
      auditStatus: 'pending',
      paymentMethod: 'offline',
      financialType: 'top_up',
      productKey: 'whatsapp',
      amountMicros: 137_000_000,
    });
    const balance = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('wallets')
            .select('balance_micros')
            .where('account_id', '=', mainId)
            .executeTakeFirstOrThrow()
        ).balance_micros,
      );
    const before = await balance();
    const context = await newContext(browser, 'zh_CN');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await enroll(page, 'finance@e2e.example', oneTimePassword);
    await page.getByRole('menuitem', { name: /线下付款/ }).click();
    await page.getByText(order.order_no).click();
    await page.getByLabel(/实收金额/).fill('137.00');
    await screenshot(page, 'staff-payment-zh-1440');
    await page.getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByText(`线下付款 ${order.order_no} 将被通过`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
    await page.getByText('已通过。').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-payment-zh-390');
    expect((await balance()) - before).toBe(137_000_000);
    await context.close();
  });

  it('a reviewer rejects only with a reason they chose, after confirming it', async () => {
    const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
      email: 'rejecter@e2e.example',
      name: '',
      role: 'reviewer',
    });
    await createSenderId(db, mainId, { name: 'RejectE2E', countries: ['GB'], useCase: 'otp' });
    const context = await newContext(browser, 'zh_CN');
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await enroll(page, 'rejecter@e2e.example', oneTimePassword);
    await page.getByRole('menuitem', { name: /发送方 ID/ }).click();
    await page.getByText('RejectE2E').click();
    const reason = page.getByRole('combobox', { name: '原因' });
    expect(await reason.innerText()).not.toMatch(/\p{Script=Han}/u);
    const reject = page.getByRole('button', { name: '驳回', exact: true });
    expect(await reject.isDisabled()).toBe(true);
    await reason.click();
    await page.getByRole('option', { name: '缺少证明注册信息的文件。' }).click();
    await reject.click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('发送方 ID RejectE2E 将被驳回并立即通知客户，原因：缺少证明注册信息的文件。')
      .waitFor();
    await screenshot(page, 'staff-reject-confirm-zh-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-reject-confirm-zh-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('button', { name: '驳回' }).click();
    await page.getByText('已驳回。').waitFor();
    await context.close();
  });

  it('bulk approval says how many it approves before it does', async () => {
    const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
      email: 'bulk@e2e.example',
      name: '',
      role: 'reviewer',
    });
    for (const name of ['BulkOne', 'BulkTwo']) {
      await createSenderId(db, mainId, { name, countries: ['GB'], useCase: 'otp' });
    }
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await enroll(page, 'bulk@e2e.example', oneTimePassword);
    await page.getByRole('menuitem', { name: /sender ids/i }).click();
    for (const name of ['BulkOne', 'BulkTwo']) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('The 2 selected will be approved and their customers told at once.', {
        exact: false,
      })
      .waitFor();
    await screenshot(page, 'staff-bulk-confirm-en-1440');
    expect(await accessibilityProblems(page)).toEqual([]);
    const pending = () =>
      db.kysely
        .selectFrom('sender_ids')
        .select('id')
        .where('name', 'in', ['BulkOne', 'BulkTwo'])
        .where('status', '=', 'pending')
        .execute();
    expect(await pending()).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('2 approved, 0 already decided.').waitFor();
    expect(await pending()).toHaveLength(0);
    await context.close();
  });
});
