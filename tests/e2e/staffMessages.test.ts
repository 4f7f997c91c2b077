import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { DEMO } from '../../server/lifecycle/seed/demo';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { createStaffUser } from '../../server/modules/staff/users';
import {
  accessibilityProblems,
  fitsWidth,
  launch,
  newContext,
  screenshot,
  type Lang,
} from './browser';
import { enroll } from './staffSignIn';

const WORDS = {
  en_US: {
    search: 'Message ID, or a number (at least 8 digits)',
    empty: 'Type a message ID, or at least 8 digits of a number',
    journey: 'Journey',
  },
  zh_CN: {
    search: '消息 ID，或号码（至少 8 位数字）',
    empty: '输入消息 ID，或号码的至少 8 位数字',
    journey: '投递过程',
  },
} as const;

describe('support finds a message of any account', { timeout: 180_000 }, () => {
  let browser: Browser;
  let db: Db;
  let failed: { id: string; recipient: string; main_id: string; name_en: string; name_zh: string };
  beforeAll(async () => {
    browser = await launch();
    db = connect(inject('databaseUrl'));
    failed = await db.kysely
      .selectFrom('messages')
      .innerJoin('accounts', 'accounts.id', 'messages.main_id')
      .innerJoin('products', 'products.key', 'messages.product')
      .select([
        'messages.id',
        'messages.recipient',
        'messages.main_id',
        'products.name_en',
        'products.name_zh',
      ])
      .where('accounts.email', '=', DEMO.email)
      .where('messages.status', '=', 'failed')
      .orderBy('messages.created_at', 'desc')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    await browser.close();
    await db.destroy();
  });

  it.each([
    ['en_US', 1440],
    ['zh_CN', 390],
  ] as [Lang, number][])(
    'searches a number as typed and opens its journey, audited, in %s at %i px',
    async (lang, width) => {
      const words = WORDS[lang];
      const email = `support-${lang.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@console.example`;
      const { oneTimePassword } = await createStaffUser(db, OPS_ACTOR, {
        email,
        name: '',
        role: 'support',
      });
      const context = await newContext(browser, lang);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await enroll(page, email, oneTimePassword);
      await page.getByRole('menu').first().waitFor();
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/staff/message-search');
      // nothing is listed before a search
      await page.getByText(words.empty).waitFor();
      // as a person types it: a plus, the country code, then groups of digits
      const digits = failed.recipient;
      const typed = `+${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
      await page.getByLabel(words.search).fill(typed);
      await page.keyboard.press('Enter');
      const row = page.locator('tbody .RaDataTable-row').filter({ hasText: `+${digits}` });
      await row.first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await expect.poll(() => accessibilityProblems(page), { timeout: 15_000 }).toEqual([]);
      await screenshot(page, `staff-message-search-${lang}-${width}`);

      await page.goto(`/staff/message-search/${encodeURIComponent(failed.id)}/show`);
      await page.getByText(words.journey, { exact: true }).waitFor();
      await page.locator('.MuiAlert-standardError').waitFor();
      await page.getByText(DEMO.email).first().waitFor();
      // the product in words, as the customer's own page names it
      const product = lang === 'zh_CN' ? failed.name_zh : failed.name_en;
      await page.getByText(product, { exact: true }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await expect.poll(() => accessibilityProblems(page), { timeout: 15_000 }).toEqual([]);
      await screenshot(page, `staff-message-${lang}-${width}`);

      const staffUser = await db.kysely
        .selectFrom('staff_users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const audited = await db.kysely
        .selectFrom('staff_audit_log')
        .select(['action', 'target', 'account_id'])
        .where('staff_user_id', '=', staffUser.id)
        .where('action', 'in', ['message.search', 'message.view'])
        .execute();
      expect(audited).toContainEqual({
        action: 'message.view',
        target: failed.id,
        account_id: failed.main_id,
      });
      expect(audited.some((entry) => entry.action === 'message.search')).toBe(true);
      await context.close();
    },
  );
});
