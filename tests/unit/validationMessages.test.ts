import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../contract/constants';
import { createInvoice, invoiceDetails } from '../../contract/invoices';
import { issueMessage, type IssueLike } from '../../contract/issueMessage';
import en from '../../messages/en_US';
import zh from '../../messages/zh_CN';
import { isMessageKey, translate } from '../../server/i18n';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);

/** The issues a rule can raise, one of each kind with the values zod gives it. */
const SAMPLE_ISSUES: IssueLike[] = [
  { code: 'too_big', origin: 'string', maximum: 64 },
  { code: 'too_small', origin: 'string', minimum: 2 },
  { code: 'too_big', origin: 'number', maximum: 1000 },
  { code: 'too_small', origin: 'number', minimum: 10 },
  { code: 'too_big', origin: 'array', maximum: 100 },
  { code: 'too_small', origin: 'array', minimum: 2 },
  { code: 'invalid_format', format: 'email' },
  { code: 'invalid_value' },
  { code: 'invalid_type', missing: true },
];

/** The rendered message of an issue, as the server and the console's forms word it. */
const rendered = (language: Language, issue: IssueLike) => {
  const { key, values } = issueMessage(issue, isMessageKey);
  return translate(language, key, values);
};

const MESSAGES = { en_US: en, zh_CN: zh };
const lookup = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);

const validationKeys = Object.keys(en.validation).map((key) => `validation.${key}`);

describe('every validation message says its numbers', () => {
  it.each(LANGUAGES)(
    'in %s, whether the rule gives the message or its kind chooses it',
    (language) => {
      const unfilled: string[] = [];
      for (const key of validationKeys) {
        const needed = placeholders(String(lookup(MESSAGES[language], key)));
        if (needed.length === 0) continue;
        // the issues whose values fill this message: those it is worded for
        const fitting = SAMPLE_ISSUES.filter((issue) => {
          const { values } = issueMessage(issue, isMessageKey);
          return needed.every((name) => name in values);
        });
        if (fitting.length === 0) unfilled.push(`${key}: no rule gives ${needed.join(', ')}`);
        // the contract names this message on such a rule: the rule's values still fill it
        for (const issue of fitting) {
          const { values } = issueMessage({ ...issue, message: key }, isMessageKey);
          const missing = needed.filter((name) => values[name] === undefined);
          if (missing.length > 0) unfilled.push(`${key}: ${missing.join(', ')} not given`);
        }
      }
      expect(unfilled).toEqual([]);
    },
  );

  it.each(LANGUAGES)('in %s, for the contract rules that name their message', (language) => {
    const texts = [
      ...invoiceDetails.safeParse({ companyName: 'x'.repeat(201) }).error!.issues,
      ...z
        .object({ body: createInvoice.body! })
        .safeParse({ body: { orderIds: Array.from({ length: 101 }, (_, i) => `o${i}`) } }).error!
        .issues,
    ].map((issue) => rendered(language, issue as IssueLike));
    expect(texts.filter((text) => text.includes('%{'))).toEqual([]);
    expect(texts.join(' ')).toContain('200');
    expect(texts.join(' ')).toContain('100');
  });
});
