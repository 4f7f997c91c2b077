import { z } from 'zod';
import { countryCode } from './countries';
import { isoDateTime } from './list';
import { declareCrudResource } from './resource';
import { REVIEW_FIELDS, reviewCallOf, reviewReason, reviewStatus } from './review';
import { onFirstUse } from './onFirstUse';

export const senderIdUseCase = onFirstUse(() => z.enum(['otp', 'transactional', 'marketing']));

/** GSM alphanumeric sender: 3 to 11 letters, digits or spaces, with a letter first. */
export const senderName = onFirstUse(() =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .regex(/^[A-Za-z][A-Za-z0-9 ]{2,10}$/, { message: 'validation.senderName' }),
);

export const senderId = onFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    countries: z.array(z.string()),
    useCase: senderIdUseCase,
    status: reviewStatus,
    /** Why an operator rejected it; null otherwise. */
    /** Why it was rejected, as a code (its text is in the messages); null otherwise. */
    reviewReason: reviewReason.nullable(),
    reviewNote: z.string().nullable(),
    createdAt: isoDateTime,
  }),
);
export type SenderId = z.infer<typeof senderId>;

export const senderIdCreate = onFirstUse(() =>
  z.object({
    name: senderName,
    countries: z.array(countryCode).min(1).max(50),
    useCase: senderIdUseCase,
  }),
);

/**
 * Sender IDs: SMS sender names an account registers per country. The platform's operators
 * approve or reject each (reviewSenderId); the account lists, registers and deletes them.
 */
export const senderIds = declareCrudResource({
  name: 'sender-ids',
  path: '/v1/sender-ids',
  permission: 'apiKey',
  menu: { group: 'developer', key: 'senderIds', order: 30 },
  ruleMessages: {
    en_US: {
      validation: { senderName: '3 to 11 letters, digits or spaces, starting with a letter.' },
    },
    zh_CN: { validation: { senderName: '3 到 11 个字母、数字或空格，以字母开头。' } },
  },
  record: senderId,
  create: senderIdCreate,
  remove: true,
  defaultSort: { field: 'createdAt', order: 'desc' },
  recordRepresentation: 'name',
  fields: [
    { source: 'name', kind: 'text', list: true, sort: true, filter: true },
    {
      source: 'countries',
      kind: 'reference',
      lookup: 'country',
      many: true,
      list: true,
      filter: true,
    },
    {
      source: 'useCase',
      kind: 'enum',
      enum: 'senderIdUseCase',
      values: senderIdUseCase.options,
      list: true,
      filter: true,
    },
    ...REVIEW_FIELDS,
    { source: 'createdAt', kind: 'datetime', list: true, sort: true },
  ],
});

/** The platform's operators approve or reject a sender ID (POST /om/internal/…). */
export const reviewSenderId = onFirstUse(() => reviewCallOf('/v1/sender-ids', senderId));
