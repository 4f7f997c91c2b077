import { z } from 'zod';
import { sweepExpired } from '../../modules/payments/expire';
import { defineJob } from '../types';

/** Cancels online orders left unpaid past the pay timeout, even if nobody looks at them. */
export const expireOrders = defineJob({
  kind: 'expire-orders',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 60_000,
  async run(_payload, { db, config, log }) {
    const cancelled = await sweepExpired(db.kysely, config.payTimeoutMs);
    if (cancelled > 0) log.info({ cancelled }, 'unpaid orders past their time cancelled');
  },
});
