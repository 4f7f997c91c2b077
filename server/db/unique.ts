/**
 * The column a unique-constraint violation was about, on SQLite or PostgreSQL, so a race
 * that slips past a duplicate check still gets the duplicate's own message.
 */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, detail, constraint } = error as Record<string, unknown>;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    // "UNIQUE constraint failed: accounts.email" (several columns: "roles.main_id, roles.name")
    const columns = String(message).split(':')[1] ?? '';
    return columns.split(',').pop()?.trim().split('.').pop() ?? '';
  }
  if (code === '23505') {
    // "Key (main_id, name)=(…) already exists."
    const match = /^Key \(([^)]+)\)/.exec(String(detail ?? ''));
    if (match) return match[1].split(',').pop()?.trim() ?? '';
    return String(constraint ?? '');
  }
  return null;
}
