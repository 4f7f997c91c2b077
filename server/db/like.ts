import { sql, type RawBuilder } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `lower(column) LIKE pattern` with the user's text taken literally, the same on SQLite and
 * PostgreSQL (neither has a default escape character for LIKE in common). The pattern is cast
 * because SQLite looks at a bare bound pattern while planning and so compiled the statement
 * again on every call (a small filtered query: 11.5 µs against 4.3).
 */
export function likeText(
  column: string,
  text: string,
  where: 'prefix' | 'contains',
): RawBuilder<boolean> {
  const body = escapeLike(text.toLowerCase());
  const pattern = where === 'prefix' ? `${body}%` : `%${body}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like cast(${pattern} as text) escape '\\'`;
}
