import { z } from 'zod';
import { defineCall } from './call';
import { countryCode } from './countries';
import { cappedListOf, dateOrDateTime, idParams, isoDateTime, MAX_PAGE_SIZE } from './list';
import { money } from './money';
import {
  messageChannel,
  messageDirection,
  messageStatus,
  numberType,
  type MessageStatus,
} from './messageStatus';
import { onFirstUse } from './onFirstUse';
import { declareResource, type ChipColor } from './resource';

/** The list's range when none is asked: the last 24 hours. */
export const DEFAULT_MESSAGE_RANGE_MS = 86_400_000;

/** One message: its furthest status, what it cost, who sent it where. */
export const messageRecord = onFirstUse(() =>
  z.object({
    id: z.string(),
    /** When it was sent: its earliest event. */
    createdAt: isoDateTime,
    product: z.string(),
    channel: messageChannel,
    direction: messageDirection,
    from: z.string(),
    /** E.164, `+` and digits. */
    to: z.string(),
    country: z.string().nullable(),
    numberType: numberType.nullable(),
    template: z.string().nullable(),
    segments: z.number().int(),
    unitPrice: money,
    /** unitPrice × segments. */
    price: money,
    status: messageStatus,
    statusAt: isoDateTime,
    errorCode: z.string().nullable(),
    apiKeyId: z.string().nullable(),
  }),
);
export type MessageRecord = z.infer<typeof messageRecord>;

/** One step of a message's journey: a status, when, and how long after its first event. */
export const journeyStep = onFirstUse(() =>
  z.object({
    status: messageStatus,
    at: isoDateTime,
    sinceFirstMs: z.number().int().min(0),
    errorCode: z.string().nullable(),
  }),
);

/** A failure's code explained in the caller's language. */
export const messageError = onFirstUse(() =>
  z.object({ code: z.string(), meaning: z.string(), action: z.string() }),
);

/** A message's page: the record, its journey, its key's name and its failure explained. */
export const messageDetail = onFirstUse(() =>
  messageRecord.extend({
    apiKeyName: z.string().nullable(),
    body: z.string().nullable(),
    journey: z.array(journeyStep),
    error: messageError.nullable(),
  }),
);
export type MessageDetail = z.infer<typeof messageDetail>;

/**
 * Which messages a list asks for: a time range (default the last 24 hours), filters, and `q`,
 * a recipient's number as typed (`+55 11 9…`, `5511…`) or a message id. Pages follow a cursor.
 */
export const messageListQuery = onFirstUse(() =>
  z.object({
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    // the pager's page number: the total counts ten pages past it (countCapOf)
    page: z.coerce.number().int().min(1).default(1),
    cursor: z
      .string()
      .regex(/^\d{1,15}\.[\x21-\x7e]{1,64}$/, { message: 'validation.invalid' })
      .optional(),
    sort: z.enum(['createdAt']).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    createdFrom: dateOrDateTime.optional(),
    createdTo: dateOrDateTime.optional(),
    product: z.string().trim().max(64).optional(),
    channel: messageChannel.optional(),
    status: messageStatus.optional(),
    country: countryCode.optional(),
    from: z.string().trim().max(64).optional(),
    apiKeyId: z.string().trim().max(64).optional(),
    errorCode: z.string().trim().max(16).optional(),
    q: z.string().trim().max(64).optional(),
  }),
);
export type MessageListQuery = z.infer<typeof messageListQuery>;

/** A page of messages; `nextCursor` asks for the next one (null: this is the last). */
export const messagePage = onFirstUse(() =>
  cappedListOf(messageRecord).extend({ nextCursor: z.string().nullable() }),
);

export const listMessages = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages',
    query: messageListQuery,
    response: messagePage,
  }),
);

export const getMessage = onFirstUse(() =>
  defineCall({
    method: 'GET',
    path: '/v1/messages/:id',
    params: idParams,
    response: messageDetail,
  }),
);

const STATUS_COLORS: Record<MessageStatus, ChipColor> = {
  accepted: 'default',
  sent: 'info',
  delivered: 'success',
  read: 'success',
  answered: 'success',
  verified: 'success',
  active: 'success',
  unanswered: 'warning',
  expired: 'warning',
  inactive: 'warning',
  invalid: 'warning',
  undelivered: 'error',
  failed: 'error',
};

/** Every message the account sent or received (`/messages`), newest first. */
export const messagesResource = declareResource({
  name: 'messages',
  permission: 'messages',
  menu: { group: 'developer', key: 'messages', order: 5 },
  api: { list: listMessages, one: getMessage },
  recordRepresentation: 'to',
  fields: [
    {
      source: 'createdAt',
      kind: 'datetime',
      list: true,
      sort: true,
      filter: { from: 'createdFrom', to: 'createdTo' },
    },
    { source: 'to', kind: 'text', list: true },
    { source: 'country', kind: 'reference', lookup: 'country', list: 'desktop', filter: true },
    { source: 'product', kind: 'reference', lookup: 'product', list: 'desktop', filter: true },
    {
      source: 'channel',
      kind: 'enum',
      enum: 'messageChannel',
      values: messageChannel.options,
      filter: true,
    },
    {
      source: 'status',
      kind: 'enum',
      enum: 'messageStatus',
      values: messageStatus.options,
      colors: STATUS_COLORS,
      list: true,
      filter: true,
    },
    { source: 'from', kind: 'text', list: 'wide', filter: true },
    { source: 'apiKeyId', kind: 'reference', lookup: { resource: 'api-key' }, filter: true },
    { source: 'errorCode', kind: 'text', list: 'desktop', filter: true },
    { source: 'price', kind: 'money', unitPrice: true, list: 'desktop' },
    { source: 'segments', kind: 'text', align: 'right' },
    { source: 'template', kind: 'text' },
    { source: 'id', kind: 'text' },
  ],
});
