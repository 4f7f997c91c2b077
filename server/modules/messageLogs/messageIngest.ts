import type { MessageEventsResult } from '../../../contract/messageEvents';
import type { Db } from '../../db/connect';
import { recordEvents } from './ingest';

/** Where the platform's events are taken: the HTTP batch and the broker's queue hand them here. */
export interface MessageIngest {
  record(raw: unknown[]): Promise<MessageEventsResult>;
  /** Finishes what it holds and lets its resources go. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The message events' ingest: a thread of its own, or this one (server/app.ts chooses). */
    messageIngest: MessageIngest;
  }
}

/** Events taken on the calling thread, through its own connection. */
export const ingestOnThisThread = (db: Db): MessageIngest => ({
  record: (raw) => recordEvents(db, raw),
  close: async () => undefined,
});
