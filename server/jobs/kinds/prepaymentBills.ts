import { z } from 'zod';
import { syncPrepayments } from '../../modules/bills/generate';
import { defineJob } from '../types';

/** The prepayment bills of an account's paid top-ups (enqueued as a top-up is paid). */
export const prepaymentBills = defineJob({
  kind: 'prepayment-bills',
  payload: z.object({ mainId: z.string() }),
  maxAttempts: 10,
  async run({ mainId }, { db }) {
    await syncPrepayments(db, mainId);
  },
});
