import { z } from 'zod';
import { plainText } from './rules';

/** Review states of what the platform's operators approve (sender IDs, message templates). */
export const reviewStatus = z.enum(['pending', 'approved', 'rejected']);
export type ReviewStatus = z.infer<typeof reviewStatus>;
export const REVIEW_COLORS = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
} as const;

/** An operator's verdict on something under review; a rejection says why. */
export const reviewVerdict = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved') }),
  z.object({ status: z.literal('rejected'), note: plainText(500).min(1) }),
]);
export type ReviewVerdict = z.infer<typeof reviewVerdict>;

export const reviewParams = z.object({ id: z.string().min(1).max(64) });
