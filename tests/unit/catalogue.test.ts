import { describe, expect, it } from 'vitest';
import {
  clickToChatUrl,
  embedCode,
  inlineChatUrl,
  languageParam,
  normalizePhone,
  parseInlineChat,
} from '../../src/custom-pages/catalogue/inlineChat';
import { dailyTotals, niceScale } from '../../src/custom-pages/home/spendScale';

describe('chat widget settings', () => {
  it('keeps only the digits of a real international number', () => {
    expect(normalizePhone('+86 138-0000 (0000)')).toBe('8613800000000');
    expect(normalizePhone('447700900123')).toBe('447700900123');
    for (const bad of [null, '', '12345', '+0123456789', '1'.repeat(16), 'call me', '86abc1380000'])
      expect(normalizePhone(bad), String(bad)).toBeNull();
  });

  it('reads number, greeting and language from the query, with safe defaults', () => {
    const settings = parseInlineChat(
      new URLSearchParams(`phone=%2B44%207700%20900123&greeting=%20Hi%20&lang=zh-CN`),
    );
    expect(settings).toEqual({ phone: '447700900123', greeting: 'Hi', language: 'zh_CN' });
    expect(parseInlineChat(new URLSearchParams('greeting=%20%20'))).toEqual({
      phone: null,
      greeting: null,
      language: 'en_US',
    });
    const long = parseInlineChat(new URLSearchParams(`greeting=${'x'.repeat(500)}`));
    expect(long.greeting).toHaveLength(200);
    expect(['zh_CN', 'zh', 'ZH-tw', 'en_US', 'fr', null].map(languageParam)).toEqual([
      'zh_CN',
      'zh_CN',
      'zh_CN',
      'en_US',
      'en_US',
      'en_US',
    ]);
  });

  it('builds a URL that reads back to the same settings, and escapes the embed code', () => {
    const settings = {
      phone: '8613800000000',
      greeting: 'Say "hi" & <b>more</b>',
      language: 'zh_CN' as const,
    };
    const url = inlineChatUrl('https://console.example.com', settings);
    expect(url.startsWith('https://console.example.com/control/whatsapp/inline-chat?')).toBe(true);
    expect(parseInlineChat(new URL(url).searchParams)).toEqual(settings);
    const code = embedCode(url, 'Chat "widget"');
    expect(code).toMatch(/^<iframe src="[^"<]+" title="Chat &quot;widget&quot;"/);
    expect(code).not.toContain('<b>');
    expect(clickToChatUrl('8613800000000')).toBe('https://wa.me/8613800000000');
  });
});

describe('spend chart scale', () => {
  it('rounds the top up to an even step above the largest day', () => {
    expect(niceScale(87.3)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(3.2)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(0.013).top).toBeGreaterThanOrEqual(0.013);
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
  });

  it('stacks the products of each day', () => {
    expect(dailyTotals([{ amounts: ['1.50', '0.00'] }, { amounts: ['2.25', '0.10'] }], 2)).toEqual([
      3.75, 0.1,
    ]);
  });
});
