import { z } from 'zod';
import { onFirstUse } from './onFirstUse';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Paging and sorting of every list call: `?page=1&pageSize=25&sort=<field>&order=asc|desc`. */
export const listQuery = <S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortable).default(defaultSort as never),
    order: z.enum(['asc', 'desc']).default('desc'),
  });

/** The `:id` of a call on one record. */
export const idParams = onFirstUse(() => z.object({ id: z.string().min(1).max(64) }));

/** `data` of a list answer. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().min(0) });

/** An ISO-8601 date or date-time, as filters and timestamps travel. */
export const isoDateTime = onFirstUse(() => z.iso.datetime({ offset: true }));
export const dateOrDateTime = onFirstUse(() =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    message: 'validation.date',
  }),
);

/**
 * `data` of a list whose total may be capped: past `COUNT_CAP` matches a filtered total is not
 * counted to the end, `total` is the cap and `totalCapped` is true (shown as "10,000+").
 */
export const COUNT_CAP = 10_000;
export const cappedListOf = <T extends z.ZodType>(item: T) =>
  listOf(item).extend({ totalCapped: z.boolean() });

/**
 * Declared lists and logs (the audit log, an address's deliveries) count at most ten pages past
 * the page asked for ("1–25 of 250+", further as the person pages on): what the pager offers
 * next, while counting a large account's year of entries on every page would cost more than
 * reading the page.
 */
export const PAGES_COUNTED_AHEAD = 10;
export const countCapOf = (page: { page: number; pageSize: number }) =>
  (page.page - 1 + PAGES_COUNTED_AHEAD) * page.pageSize;
