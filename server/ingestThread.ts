import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageEventsResult } from '../contract/messageEvents';
import type { MessageIngest } from './modules/messageLogs/messageIngest';

export interface IngestWorkerData {
  databaseUrl: string;
}

export type IngestRequest = { kind: 'record'; id: number; events: unknown[] } | { kind: 'close' };

export type IngestReply =
  { id: number; result: MessageEventsResult } | { id: number; error: string };

type Waiting = { resolve: (result: MessageEventsResult) => void; reject: (error: Error) => void };

/**
 * The thread's young generation, in MB per semi-space. The server's flag
 * (`--max-semi-space-size=16`) would size it as the server's and overrides a worker's
 * `resourceLimits`, so it is set for the thread as it starts; the server's own heap was sized
 * when it started and keeps its 16 MB.
 */
const THREAD_SEMI_SPACE_MB = 4;
const THREAD_OLD_SPACE_MB = 128;

/** The compiled thread beside the compiled server, or its TypeScript through tsx (tests). */
function startWorker(databaseUrl: string): Worker {
  const workerData: IngestWorkerData = { databaseUrl };
  const options = { workerData, resourceLimits: { maxOldGenerationSizeMb: THREAD_OLD_SPACE_MB } };
  v8.setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./ingestWorker.js', import.meta.url), options);
  const source = JSON.stringify(new URL('./ingestWorker.ts', import.meta.url).href);
  return new Worker(
    `import { register } from 'tsx/esm/api'; register(); await import(${source});`,
    {
      ...options,
      eval: true,
    },
  );
}

/** A started thread and the batches it holds. */
function started(databaseUrl: string, log: FastifyBaseLogger) {
  const thread = startWorker(databaseUrl);
  const pending = new Map<number, Waiting>();
  thread.on('message', (reply: IngestReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('result' in reply) waiting?.resolve(reply.result);
    else waiting?.reject(new Error(reply.error));
  });
  thread.on('error', (error) => log.error({ err: error }, 'the message ingest thread failed'));
  const exited = new Promise<void>((resolve) =>
    thread.once('exit', (code) => {
      for (const { reject } of pending.values())
        reject(new Error(`the message ingest thread stopped (exit code ${code})`));
      pending.clear();
      resolve();
    }),
  );
  return { thread, pending, exited };
}

/**
 * The message events taken on a thread of their own, started with the first batch: parsing
 * numbers, checking and writing a batch (and collecting its garbage) no longer holds the
 * thread that answers the console, and on SQLite its writes go through a second connection
 * (readers are never blocked by a writer in WAL mode). A thread that stops fails the batches
 * it held (the platform sends them again), and the next batch starts another.
 */
export function ingestThread(databaseUrl: string, log: FastifyBaseLogger): MessageIngest {
  let current: ReturnType<typeof started> | null = null;
  let lastId = 0;
  return {
    record: (events) =>
      new Promise((resolve, reject) => {
        if (!current) {
          const next = started(databaseUrl, log);
          void next.exited.then(() => {
            if (current === next) current = null;
          });
          current = next;
        }
        const id = ++lastId;
        current.pending.set(id, { resolve, reject });
        current.thread.postMessage({ kind: 'record', id, events } satisfies IngestRequest);
      }),
    close: async () => {
      const closing = current;
      current = null;
      if (!closing) return;
      closing.thread.postMessage({ kind: 'close' } satisfies IngestRequest);
      await closing.exited;
    },
  };
}
