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
    await page.getByText('已通过。').waitFor();
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'staff-payment-zh-390');
    expect((await balance()) - before).toBe(137_000_000);
    await context.close();
  });
});
