import { describe, expect, it } from 'vitest';
import { cursorPages } from '../../src/dataProvider/cursorPages';
import type { ListQuery } from '../../src/dataProvider/listParams';

/** A list of 7 rows paged by cursor, 3 a page: the cursor is the index of the next row. */
function server() {
  const asked: ListQuery[] = [];
  const fetch = async (query: ListQuery) => {
    asked.push(query);
    const start = query.cursor === undefined ? 0 : Number(query.cursor);
    const list = [0, 1, 2, 3, 4, 5, 6].slice(start, start + 3);
    return { list, nextCursor: start + 3 < 7 ? String(start + 3) : null };
  };
  return { asked, fetch };
}

describe('pages of a list paged by cursor', () => {
  it('asks each next page with the cursor the page before answered', async () => {
    const pageAt = cursorPages();
    const { asked, fetch } = server();
    expect((await pageAt({ page: 1, status: 'failed' }, fetch)).list).toEqual([0, 1, 2]);
    expect((await pageAt({ page: 2, status: 'failed' }, fetch)).list).toEqual([3, 4, 5]);
    expect((await pageAt({ page: 3, status: 'failed' }, fetch)).list).toEqual([6]);
    expect((await pageAt({ page: 2, status: 'failed' }, fetch)).list).toEqual([3, 4, 5]);
    expect(asked).toEqual([
      { status: 'failed', page: 1 },
      { status: 'failed', page: 2, cursor: '3' },
      { status: 'failed', page: 3, cursor: '6' },
      { status: 'failed', page: 2, cursor: '3' },
    ]);
  });

  it('reads the pages before one whose cursor is not known, and keeps views apart', async () => {
    const pageAt = cursorPages();
    const { asked, fetch } = server();
    expect((await pageAt({ page: 3, q: '55' }, fetch)).list).toEqual([6]);
    expect(asked).toHaveLength(3);
    expect((await pageAt({ page: 2, q: '44' }, fetch)).list).toEqual([3, 4, 5]);
    expect(asked.slice(3)).toEqual([
      { q: '44', page: 1 },
      { q: '44', page: 2, cursor: '3' },
    ]);
  });

  it('stops at the last page when asked beyond it', async () => {
    const pageAt = cursorPages();
    const { fetch } = server();
    expect((await pageAt({ page: 9 }, fetch)).list).toEqual([6]);
  });
});
