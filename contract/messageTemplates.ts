import { z } from 'zod';
import { isoDateTime } from './list';
import { declareCrudResource } from './resource';
import { REVIEW_FIELDS, reviewCallOf, reviewReason, reviewStatus } from './review';
import { onFirstUse } from './onFirstUse';

export const templateCategory = onFirstUse(() =>
  z.enum(['marketing', 'utility', 'authentication']),
);
/** Languages a WhatsApp template can be submitted in (WhatsApp's own codes). */
export const templateLanguage = onFirstUse(() =>
  z.enum(['en_US', 'en_GB', 'zh_CN', 'zh_HK', 'es', 'pt_BR', 'fr', 'de', 'id', 'ar', 'hi', 'ja']),
);

export const TEMPLATE_BODY_MAX = 1024;

/**
 * WhatsApp's placeholder rule: {{1}}, {{2}}… numbered from 1 without a gap (each may repeat),
 * and no other double braces.
 */
export function placeholdersInvalid(body: string): boolean {
  if (/\{\{(?!\d+\}\})/.test(body)) return true;
  const used = new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1])));
  return [...used].some((n) => n < 1 || n > used.size);
}

export const messageTemplate = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    language: templateLanguage,
    category: templateCategory,
    body: z.string(),
    status: reviewStatus,
    /** Why it was rejected, as a code (its text is in the messages); null otherwise. */
    reviewReason: reviewReason.nullable(),
    reviewNote: z.string().nullable(),
    createdAt: isoDateTime,
  }),
);
export type MessageTemplate = z.infer<typeof messageTemplate>;

export const messageTemplateCreate = onFirstUse(() =>
  z.object({
    /** WhatsApp's rule: lower-case letters, digits and underscores. */
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(512)
      .regex(/^[a-z0-9_]+$/, { message: 'validation.templateName' }),
    language: templateLanguage,
    category: templateCategory,
    body: z
      .string()
      .trim()
      .min(1, { message: 'validation.required' })
      .max(TEMPLATE_BODY_MAX)
      .refine((text) => !placeholdersInvalid(text), { message: 'validation.placeholders' }),
  }),
);

/**
 * WhatsApp message templates: what an account may send outside the 24-hour window. The
 * platform's operators approve or reject each (reviewMessageTemplate).
 */
export const messageTemplates = declareCrudResource({
  name: 'message-templates',
  path: '/v1/message-templates',
  permission: 'apiKey',
  menu: { group: 'developer', key: 'messageTemplates', order: 40 },
  ruleMessages: {
    en_US: {
      validation: {
        templateName: 'Use lower-case letters, digits and underscores only.',
        placeholders: 'Number the placeholders {{1}}, {{2}}… in order, each at least once.',
      },
    },
    zh_CN: {
      validation: {
        templateName: '只能使用小写字母、数字和下划线。',
        placeholders: '占位符请按 {{1}}、{{2}}… 顺序编号，每个至少出现一次。',
      },
    },
  },
  record: messageTemplate,
  create: messageTemplateCreate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', list: true, sort: true, filter: true },
    {
      source: 'language',
      kind: 'enum',
      enum: 'templateLanguage',
      values: templateLanguage.options,
      list: true,
      filter: true,
    },
    {
      source: 'category',
      kind: 'enum',
      enum: 'templateCategory',
      values: templateCategory.options,
      list: true,
      filter: true,
    },
    { source: 'body', kind: 'text', input: 'multiline' },
    ...REVIEW_FIELDS,
    { source: 'createdAt', kind: 'datetime', list: true, sort: true },
  ],
});

/** The platform's operators approve or reject a template (POST /om/internal/…). */
export const reviewMessageTemplate = onFirstUse(() =>
  reviewCallOf('/v1/message-templates', messageTemplate),
);
