import { z } from 'zod';
import { defineJob } from '../../jobs/types';
import { closePendingMonths, syncPrepayments } from './generate';

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

/** The prepayment bills of an account's paid top-ups (enqueued as a top-up is paid). */
export const prepaymentBills = defineJob({
  kind: 'prepayment-bills',
  payload: z.object({ mainId: z.string() }),
  maxAttempts: 10,
  async run({ mainId }, { db }) {
    await syncPrepayments(db, mainId);
  },
});
