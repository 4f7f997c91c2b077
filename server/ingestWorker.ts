import { parentPort, workerData } from 'node:worker_threads';
import { connect } from './db/connect';
import { INGEST_SUBSCRIBERS } from './ingestSubscribers';
import { recordEvents } from './modules/messageLogs/ingest';
import { attachSubscriptions } from './modules/module';
import type { IngestReply, IngestRequest, IngestWorkerData } from './ingestThread';

/**
 * The message ingest's thread (server/ingestThread.ts starts it): its own connection to the
 * server's database, and the subscriptions of the modules that act on its events, so a batch's
 * transaction writes what the delivery alerts count, as it would on the server's thread.
 * Batches are taken as they come, as on the server's thread; closing waits for those in hand.
 */
const port = parentPort;
if (!port) throw new Error('the message ingest runs as a worker thread');
attachSubscriptions(INGEST_SUBSCRIBERS);
const db = connect((workerData as IngestWorkerData).databaseUrl);
const inHand = new Set<Promise<void>>();

async function record(id: number, events: unknown[]) {
  let reply: IngestReply;
  try {
    reply = { id, result: await recordEvents(db, events) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port?.postMessage(reply);
}

port.on('message', async (request: IngestRequest) => {
  if (request.kind === 'record') {
    const taking = record(request.id, request.events).finally(() => inHand.delete(taking));
    inHand.add(taking);
    return;
  }
  await Promise.all(inHand);
  await db.destroy();
  port.close();
});
