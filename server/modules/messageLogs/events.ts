import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { domainEvent } from '../../lib/domainEvent';
import type { MessagesTable } from './table';

/** The messages a batch of events changed, each as it stood before (null: new) and after. */
export interface MessagesChanged {
  trx: Transaction<Database>;
  changes: { before: MessagesTable | null; after: MessagesTable }[];
}

/** Told in the batch's transaction, after the daily counts moved; followed by the delivery alerts. */
export const messagesChanged = domainEvent<MessagesChanged>('messages.changed');
