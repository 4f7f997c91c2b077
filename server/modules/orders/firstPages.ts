import type { z } from 'zod';
import { envelope, listOrders, type Language } from '../../../contract';
import { responseWriter } from '../../lib/responseSerializer';
import { succeeded, WrittenAnswer } from '../../http/route';

/** First pages kept per instance, each ~10 KB (25 orders). */
const KEPT_PAGES = 500;

type OrderList = z.input<typeof listOrders.response>;

/** The route's own writer: a kept answer has the bytes a fresh one would. */
const writeAnswer = responseWriter(envelope(listOrders.response));

interface KeptPage {
  version: number;
  answer: WrittenAnswer;
}

/**
 * The first page of the order lists read lately, as the bytes of their answer, each beside
 * the version of the account's orders it was read at. Database triggers move the version on
 * every insert, update or delete of the account's orders, so a kept page is sent again only
 * while nothing in it can have changed: a repeat view costs a version lookup instead of the
 * page's query, the rows' mapping and the writing. Repeat views gather on first pages (a list
 * reopened, refreshed, watched for new orders); deeper pages are read afresh.
 */
export function keptFirstPages() {
  const pages = new Map<string, KeptPage>();

  const keyOf = (mainId: string, language: Language, query: object) =>
    JSON.stringify([mainId, language, query]);

  return {
    find(mainId: string, language: Language, query: object, version: number) {
      const key = keyOf(mainId, language, query);
      const kept = pages.get(key);
      if (!kept || kept.version !== version) return null;
      pages.delete(key); // most recently used last
      pages.set(key, kept);
      return kept.answer;
    },

    /**
     * Keeps a page read at `version` or later: a page newer than its version is only sent to
     * callers who read that version, never after a change they could have seen.
     */
    keep(mainId: string, language: Language, query: object, version: number, data: OrderList) {
      const json = writeAnswer(succeeded(data));
      const answer = new WrittenAnswer(Buffer.from(json));
      pages.set(keyOf(mainId, language, query), { version, answer });
      if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value as string);
      return answer;
    },
  };
}
