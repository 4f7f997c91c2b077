import { z } from 'zod';
import { pruneAuditLog } from '../auditLog/repo';
import { pruneIdempotencyKeys } from '../../http/idempotency';
import { pruneDeliveries } from '../callbacks/repo';
import { defineJob } from '../../jobs/types';

const DAY_MS = 86_400_000;
/** How long what ran stays listed by `npm run ops -- jobs`. */
const HISTORY_DAYS = 30;

/**
 * Deletes callback deliveries and audit entries past their retention, Idempotency-Keys past
 * their 24 hours, and old job history and schedule claims.
 */
export const pruneLogs = defineJob({
  kind: 'prune-logs',
  payload: z.object({ periodStart: z.number() }),
  maxAttempts: 3,
  every: 3_600_000,
  async run(_payload, { db }) {
    const now = Date.now();
    await pruneDeliveries(db, now);
    await pruneAuditLog(db.kysely, now);
    await pruneIdempotencyKeys(db, now);
    await db.kysely
      .deleteFrom('job_history')
      .where('finished_at', '<', now - HISTORY_DAYS * DAY_MS)
      .execute();
    await db.kysely
      .deleteFrom('job_schedule_runs')
      .where('period_start', '<', now - HISTORY_DAYS * DAY_MS)
      .execute();
  },
});
