import { z } from 'zod';
import { runAutoRecharge } from './run';
import { defineJob } from '../../jobs/types';

/** One automatic recharge of a wallet whose balance fell below its rule's threshold. */
export const autoRecharge = defineJob({
  kind: 'auto-recharge',
  payload: z.object({ accountId: z.string() }),
  maxAttempts: 5,
  async run({ accountId }, { db, config, log }) {
    await runAutoRecharge(db, config, log, accountId);
  },
});
