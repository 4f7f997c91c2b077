import { z } from 'zod';
import { attemptDelivery } from '../../modules/callbacks/attempt';
import { defineJob } from '../types';

/**
 * One attempt to deliver an event to a callback address. A failed answer is not a failed job:
 * the attempt schedules the next one itself, on the retry schedule; the job is retried only
 * when the worker died while running it.
 */
export const callbackDelivery = defineJob({
  kind: 'callback-delivery',
  payload: z.object({ messageId: z.string(), attempt: z.number().int().min(1) }),
  maxAttempts: 3,
  run: ({ messageId, attempt }, { db, config, log }) =>
    attemptDelivery(db, config, log, messageId, attempt),
});
