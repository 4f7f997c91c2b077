import { z } from 'zod';
import { jobName } from '../../jobs/types';

/**
 * One attempt to deliver an event to a callback address. A failed answer is not a failed job:
 * the attempt schedules the next one itself, on the retry schedule; the job is retried only
 * when the worker died while running it. Enqueued by name (events.ts) because the attempt
 * that runs it (attempt.ts) enqueues the next one; the module's index adds the handler.
 */
export const callbackDelivery = jobName({
  kind: 'callback-delivery',
  payload: z.object({ messageId: z.string(), attempt: z.number().int().min(1) }),
  maxAttempts: 3,
});
