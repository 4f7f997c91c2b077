import { queuedJobs, recentJobs } from '../../server/jobs/inspect';
import { OPS_ACTOR } from '../../server/modules/auditLog/staffAudit';
import { cancelQueuedJob, retryFailedJob } from '../../server/modules/staff/operations';
import { OpsUsageError, type OpsVerb } from './verb';

const time = (ms: number | Date) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/**
 * Lists the queue (pending, running, failed) and what finished lately; retries a failed job or
 * cancels a waiting or failed one.
 */
const jobsVerb: OpsVerb = {
  name: 'jobs',
  summary: 'list pending, failed and recent background jobs; retry or cancel one',
  usage: '[retry <job id> | cancel <job id>]',
  async run(args, { db }) {
    if (args[0] === 'retry') {
      if (!args[1]) throw new OpsUsageError('retry needs the id of a failed job');
      if (!(await retryFailedJob(db, OPS_ACTOR, args[1])))
        throw new OpsUsageError(`no failed job has the id ${args[1]}`);
      console.log(`job ${args[1]} will run again now`);
      return;
    }
    if (args[0] === 'cancel') {
      if (!args[1]) throw new OpsUsageError('cancel needs the id of a waiting or failed job');
      const outcome = await cancelQueuedJob(db, OPS_ACTOR, args[1]);
      if (outcome === 'missing') throw new OpsUsageError(`no queued job has the id ${args[1]}`);
      if (outcome === 'running')
        throw new OpsUsageError(`job ${args[1]} is running; let it finish or fail first`);
      console.log(`job ${args[1]} is cancelled`);
      return;
    }
    if (args.length > 0) throw new OpsUsageError(`unknown argument ${args[0]}`);
    const queued = await queuedJobs(db);
    for (const state of ['pending', 'running', 'failed'] as const) {
      const jobs = queued.filter((job) => job.state === state);
      console.log(`\n${state} (${jobs.length})`);
      for (const job of jobs)
        console.log(
          `  ${job.id}  ${job.kind.padEnd(22)} attempts ${job.attempts}/${job.maxAttempts}  ` +
            `run at ${time(job.runAt)}${job.lastError ? `  last error: ${job.lastError}` : ''}`,
        );
    }
    const recent = await recentJobs(db);
    console.log(`\nrecent (${recent.length})`);
    for (const run of recent)
      console.log(
        `  ${time(Number(run.finished_at))}  ${run.kind.padEnd(22)} ${run.outcome.padEnd(6)} ` +
          `attempts ${run.attempts}${run.request_id ? `  request ${run.request_id}` : ''}` +
          `${run.error ? `  error: ${run.error}` : ''}`,
      );
  },
};

export default jobsVerb;
