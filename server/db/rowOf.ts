/**
 * A row read as an array, as an object whose properties are set in the statement's column
 * order: every row of a statement then has one shape, quick to read. Both drivers' own row
 * objects cost more to build or to read (server/db/sqliteStatements.ts,
 * server/db/namedStatements.ts).
 */
export function rowOf(columns: string[], values: unknown[]) {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < columns.length; i += 1) row[columns[i]] = values[i];
  return row;
}
