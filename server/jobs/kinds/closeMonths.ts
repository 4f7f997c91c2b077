import { z } from 'zod';
import { closePendingMonths } from '../../modules/bills/generate';
import { defineJob } from '../types';

/** Writes the monthly statements of every ended month that has none yet (idempotent). */
export const closeMonths = defineJob({
  kind: 'close-months',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 5,
  every: 3_600_000,
  async run(_payload, { db, log }) {
    const closed = await closePendingMonths(db);
    if (closed.length > 0) log.info({ closed: closed.length }, 'monthly statements written');
  },
});
