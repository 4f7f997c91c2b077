import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadConsoleMessages } from '../../src/i18n/i18nProvider';
import { resetBrowser } from './support/api';

describe('the two parts of the messages', () => {
  it('start with what sign-in needs; the console part follows when asked for, in every language', async () => {
    resetBrowser();
    const i18n = createI18nProvider('en_US');
    expect(i18n.translate('app.login.title')).toBe('Sign in');
    expect(i18n.translate('menu.order', { _: 'not yet' })).toBe('not yet');
    await loadConsoleMessages();
    expect(i18n.translate('menu.order')).toBe('Order details');
    await i18n.changeLocale('zh_CN');
    expect(i18n.translate('menu.order')).toBe('订单明细');
    expect(i18n.translate('app.login.title')).toBe('登录');
  });
});
