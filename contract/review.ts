import { z } from 'zod';
import { defineCall } from './call';
import { idParams } from './list';
import type { FieldDef } from './resource';
import { plainText } from './rules';
import { onFirstUse } from './onFirstUse';

/** Review states of what the platform's operators approve (sender IDs, message templates). */
export const reviewStatus = onFirstUse(() => z.enum(['pending', 'approved', 'rejected']));
export type ReviewStatus = z.infer<typeof reviewStatus>;

/**
 * The common reasons a rejection gives, as codes: the customer reads the text of the code in
 * their own language (`enums.reviewReason` in both languages' messages), then the reviewer's
 * note if any. `other` says nothing by itself, so it needs the note.
 */
export const REVIEW_REASONS = [
  'brandNotOwned',
  'misleading',
  'contentNotAllowed',
  'categoryMismatch',
  'placeholdersUnclear',
  'documentUnreadable',
  'documentsMissing',
  'detailsMismatch',
  'paymentNotReceived',
  'amountMismatch',
  'taxNumberInvalid',
  'other',
] as const;
export const reviewReason = onFirstUse(() => z.enum(REVIEW_REASONS));
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const REVIEW_COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const;

/** An operator's verdict on something under review; a rejection says why. */
export const reviewVerdict = onFirstUse(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('approved') }),
    z.object({ status: z.literal('rejected'), note: plainText(500).min(1) }),
  ]),
);
export type ReviewVerdict = z.infer<typeof reviewVerdict>;

/** The fields every reviewed resource shows: its state (a coloured chip, filtered) and the note. */
export const REVIEW_FIELDS = [
  {
    source: 'status',
    kind: 'enum',
    enum: 'reviewStatus',
    values: reviewStatus.options,
    colors: REVIEW_COLORS,
    list: true,
    filter: true,
  },
  { source: 'reviewReason', kind: 'enum', enum: 'reviewReason', values: REVIEW_REASONS },
  { source: 'reviewNote', kind: 'text' },
] as const satisfies readonly FieldDef[];

/** The operators' verdict on one record at `<path>/:id/review` (under /om/internal). */
export const reviewCallOf = <R extends z.ZodObject>(path: string, record: R) =>
  defineCall({
    method: 'POST',
    path: `${path}/:id/review`,
    operator: true,
    params: idParams,
    body: reviewVerdict,
    response: record,
  });
