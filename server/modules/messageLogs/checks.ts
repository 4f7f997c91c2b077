import {
  messageEvent,
  type EventRefusal,
  type MessageEvent,
  type MessageEventsResult,
} from '../../../contract/messageEvents';
import { isMessageStatus, type MessageStatus } from '../../../contract/messageStatus';
import type { Db } from '../../db/connect';
import { parseRecipient, type ParsedNumber } from './numbers';
import { oldestKept } from './partitions';

/** How far ahead of the server's clock an event's time may be. */
const CLOCK_SKEW_MS = 3_600_000;

/** An event that passed every check, with what the checks learnt. */
export interface CheckedEvent {
  index: number;
  event: MessageEvent & { status: MessageStatus };
  at: number;
  mainId: string;
  number: ParsedNumber;
  /** The account keeps message bodies (its privacy setting). */
  keepBody: boolean;
}

export type Refusal = MessageEventsResult['refused'][number];

const refusal = (index: number, reason: EventRefusal, field?: string): Refusal => ({
  index,
  reason,
  ...(field !== undefined && { field }),
});

/**
 * What the batch names: its accounts (with their main and whether it keeps bodies), products
 * and API keys.
 */
async function knownOf(db: Db, events: MessageEvent[]) {
  const ids = (pick: (event: MessageEvent) => string | undefined) => [
    ...new Set(events.map(pick).filter((id): id is string => id !== undefined)),
  ];
  const accountIds = ids((event) => event.accountId);
  const keyIds = ids((event) => event.apiKeyId);
  const [accounts, products, keys] = await Promise.all([
    accountIds.length === 0
      ? []
      : db.kysely
          .selectFrom('accounts')
          .leftJoin('message_privacy', 'message_privacy.main_id', 'accounts.main_id')
          .select(['accounts.id', 'accounts.main_id', 'message_privacy.keep_bodies'])
          .where('accounts.id', 'in', accountIds)
          .execute(),
    db.kysely.selectFrom('products').select('key').execute(),
    keyIds.length === 0
      ? []
      : db.kysely
          .selectFrom('api_keys')
          .select(['id', 'main_id'])
          .where('id', 'in', keyIds)
          .execute(),
  ]);
  return {
    mainOf: new Map(accounts.map((row) => [row.id, row.main_id])),
    keepsBodies: new Set(accounts.filter((row) => row.keep_bodies === 1).map((row) => row.main_id)),
    products: new Set(products.map((row) => row.key)),
    keyMainOf: new Map(keys.map((row) => [row.id, row.main_id])),
  };
}

/**
 * Checks each event of a batch on its own: its shape, status, number, time, account, product
 * and API key. The refused are answered by index; the others are taken.
 */
export async function checkEvents(db: Db, raw: unknown[], now: number) {
  const refused: Refusal[] = [];
  const shaped: { index: number; event: MessageEvent }[] = [];
  for (const [index, item] of raw.entries()) {
    const parsed = messageEvent.safeParse(item);
    if (parsed.success) shaped.push({ index, event: parsed.data });
    else
      refused.push(
        refusal(index, 'invalidEvent', parsed.error.issues[0]?.path.join('.') || undefined),
      );
  }
  const known = await knownOf(
    db,
    shaped.map(({ event }) => event),
  );
  const checked: CheckedEvent[] = [];
  for (const { index, event } of shaped) {
    const at = Date.parse(event.at);
    const number = parseRecipient(event.to);
    const mainId = known.mainOf.get(event.accountId);
    if (!isMessageStatus(event.status)) refused.push(refusal(index, 'unknownStatus', 'status'));
    else if (at > now + CLOCK_SKEW_MS || at < oldestKept(now))
      refused.push(refusal(index, 'invalidEvent', 'at'));
    else if (!number) refused.push(refusal(index, 'invalidNumber', 'to'));
    else if (!mainId) refused.push(refusal(index, 'unknownAccount', 'accountId'));
    else if (!known.products.has(event.product))
      refused.push(refusal(index, 'unknownProduct', 'product'));
    else if (event.apiKeyId !== undefined && known.keyMainOf.get(event.apiKeyId) !== mainId)
      refused.push(refusal(index, 'unknownApiKey', 'apiKeyId'));
    else
      checked.push({
        index,
        event: { ...event, status: event.status },
        at,
        mainId,
        number,
        keepBody: known.keepsBodies.has(mainId),
      });
  }
  return { checked, refused };
}
