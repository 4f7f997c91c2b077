import type { ListQuery } from './listParams';

/** A page of a list that pages by cursor (the messages): its rows and the next page's cursor. */
export interface CursorPage {
  nextCursor: string | null;
}

/**
 * Page numbers over a list paged by cursor: page n is asked with the cursor page n - 1
 * answered, remembered per view (its filters, sort and page size), and with its number (the
 * server counts the total ten pages past it). The pager only steps to the
 * next or previous page; a page whose cursor is not known yet (a reload on page 3) is reached
 * by reading the pages before it.
 */
export function cursorPages() {
  const cursors = new Map<string, string | null>();
  const keyOf = (view: string, page: number) => `${view}#${page}`;

  return async function pageAt<P extends CursorPage>(
    query: ListQuery,
    fetch: (query: ListQuery) => Promise<P>,
  ): Promise<P> {
    const { page = 1, ...rest } = query;
    const view = JSON.stringify(rest);
    let at = Number(page);
    while (at > 1 && !cursors.has(keyOf(view, at))) at -= 1;
    for (;;) {
      const cursor = at > 1 ? cursors.get(keyOf(view, at)) : undefined;
      const answer = await fetch(cursor ? { ...rest, page: at, cursor } : { ...rest, page: at });
      cursors.set(keyOf(view, at + 1), answer.nextCursor);
      if (at >= Number(page) || answer.nextCursor === null) return answer;
      at += 1;
    }
  };
}
