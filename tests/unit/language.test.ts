import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider, loadMessages } from '../../src/i18n/i18nProvider';
import { readLanguage } from '../../src/i18n/language';
import { withLanguageKey } from '../../src/i18n/languageStore';
import { formatDate } from '../../src/utils/date';
import dayjs from 'dayjs';
import { resetBrowser } from './support/api';

beforeEach(() => resetBrowser());

describe('the language', () => {
  it('defaults to en_US and ignores unknown stored values', () => {
    expect(readLanguage()).toBe('en_US');
    window.localStorage.setItem('langType', 'fr_FR');
    expect(readLanguage()).toBe('en_US');
    window.localStorage.setItem('langType', 'zh_CN');
    expect(readLanguage()).toBe('zh_CN');
  });

  it('switching changes the texts, langType, dayjs and <html lang>', async () => {
    const i18n = createI18nProvider('en_US');
    expect(i18n.translate('app.errors.missing.title')).toBe('Whoa, Page does not exist.');
    await i18n.changeLocale('zh_CN');
    expect(i18n.translate('app.errors.missing.title')).toBe('哎呀，页面不存在。');
    expect(i18n.translate('ra.action.save')).toBe('保存');
    expect(window.localStorage.getItem('langType')).toBe('zh_CN');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(document.documentElement.lang).toBe('zh-CN');
    await i18n.changeLocale('en_US');
    expect(dayjs.locale()).toBe('en');
  });

  it('starts in Chinese once its messages are loaded', async () => {
    await loadMessages('zh_CN');
    const i18n = createI18nProvider('zh_CN');
    expect(i18n.translate('menu.order')).toBe('订单明细');
    expect(formatDate('2024-05-01T07:04:05Z', 'zh_CN', 'date')).toMatch(/^2024年5月[12]日$/);
  });

  it("react-admin's stored locale is langType itself", () => {
    const store = withLanguageKey(localStorageStore('1', 'Test'));
    window.localStorage.setItem('langType', 'zh_CN');
    expect(store.getItem('locale')).toBe('zh_CN');
    store.setItem('locale', 'en_US');
    expect(window.localStorage.getItem('langType')).toBe('en_US');
    expect(store.getItem('sidebar.open', true)).toBe(true);
  });
});
