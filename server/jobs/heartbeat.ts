import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WorkerUtils } from 'graphile-worker';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** Missed heartbeats after which an instance counts as gone. */
const MISSED_BEATS = 3;

export interface HeartbeatOptions {
  db: Db;
  utils: WorkerUtils;
  /** The queue's worker ids in this instance (the names its job locks carry). */
  workerIds: ReadonlySet<string>;
  intervalMs: number;
  log: FastifyBaseLogger;
}

/**
 * A PostgreSQL instance's heartbeat: its row in job_workers is stamped every `intervalMs`
 * with the database's clock (so no instance's clock decides), and at each beat the jobs of
 * instances silent for three beats are unlocked for the others, rather than after
 * graphile-worker's four-hour lock. Returns the stop, which removes this instance's row.
 */
export function startHeartbeat({ db, utils, workerIds, intervalMs, log }: HeartbeatOptions) {
  const instanceId = randomUUID();
  const now = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;
  const beat = async () => {
    const workers = JSON.stringify([...workerIds]);
    await db.kysely
      .insertInto('job_workers')
      .values({ instance_id: instanceId, worker_ids: workers, last_seen: now })
      .onConflict((conflict) =>
        conflict.column('instance_id').doUpdateSet({ worker_ids: workers, last_seen: now }),
      )
      .execute();
    const silentSince = sql<number>`${now} - ${MISSED_BEATS * intervalMs}`;
    const gone = await db.kysely
      .selectFrom('job_workers')
      .select(['instance_id', 'worker_ids'])
      .where('last_seen', '<', silentSince)
      .execute();
    if (gone.length === 0) return;
    // unlocked before the rows go: an instance that dies here leaves them for the next beat
    await utils.forceUnlockWorkers(gone.flatMap((row) => JSON.parse(row.worker_ids) as string[]));
    await db.kysely
      .deleteFrom('job_workers')
      .where(
        'instance_id',
        'in',
        gone.map((row) => row.instance_id),
      )
      .where('last_seen', '<', silentSince)
      .execute();
    log.warn(
      { instances: gone.map((row) => row.instance_id) },
      'freed the jobs of stopped workers',
    );
  };
  let beating = beat().catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed'));
  const timer = setInterval(() => {
    beating = beating
      .then(beat)
      .catch((error: unknown) => log.warn({ err: error }, 'job heartbeat failed'));
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await beating;
    await db.kysely.deleteFrom('job_workers').where('instance_id', '=', instanceId).execute();
  };
}
