import { z } from 'zod';
import { deliverToPlatform } from './platformDelivery';
import { defineJob } from '../jobs/types';

/**
 * An SMS for the platform's send API (MESSAGE_SENDER=http), retried with back-off while the
 * API is away or busy. Six attempts span about four minutes: a code is not sent once the
 * five minutes it is valid have passed.
 */
export const sendMessage = defineJob({
  kind: 'send-message',
  payload: z.object({ messageId: z.string() }),
  maxAttempts: 6,
  run: ({ messageId }, { db, config, log, attempt, maxAttempts }) =>
    deliverToPlatform(db, config, log, messageId, {
      number: attempt,
      last: attempt >= maxAttempts,
    }),
});
