import type { Page } from 'playwright-core';
import { totpOf } from '../../server/modules/profile/secondFactor/totp';

const NEW_PASSWORD = 'Staff-pass-2026!';

/** The first sign-in: one-time password, the authenticator's key typed, a new password. */
export async function enroll(page: Page, email: string, oneTimePassword: string) {
  await page.goto('/staff/login');
  await page.getByLabel(/email|邮箱/i).fill(email);
  await page.getByLabel(/^password|^密码/i).fill(oneTimePassword);
  await page.getByRole('button', { name: /sign in|登录/i }).click();
  const secret = await page.getByTestId('staff-secret').inputValue();
  await page.getByLabel(/first code|第一个验证码/i).fill(totpOf(secret).generate());
  await page.getByLabel(/new password|新密码/i).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: /finish setup|完成设置/i }).click();
}
