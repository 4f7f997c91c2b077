import type { Migration } from 'kysely';

/**
 * A migration's name: the core's and the first modules' take a number (`0018_sender_ids`); a
 * module made since takes the minute it was made (`20261128T1015_blocked_numbers`), which
 * sorts after every number, so no one has to find the next free number.
 */
export const MIGRATION_NAME = /^(\d{4}|\d{8}T\d{4})_[a-z][a-z0-9_]*$/;

/** A timestamp name for a new migration: `<yyyymmdd>T<hhmm>_<what>`, in UTC. */
export function timestampedName(what: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '');
  return `${stamp}_${what}`;
}

/**
 * Lists of migrations joined into one: a name that is not of either form, or that two lists
 * both hold, stops the start (one would silently replace the other).
 */
export function joinMigrations(
  ...lists: readonly Record<string, Migration>[]
): Record<string, Migration> {
  const joined: Record<string, Migration> = {};
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list)) {
      if (!MIGRATION_NAME.test(name))
        throw new Error(`migration "${name}": name it <NNNN>_<what> or <yyyymmdd>T<hhmm>_<what>`);
      if (name in joined) throw new Error(`migration "${name}" is declared twice`);
      joined[name] = migration;
    }
  }
  return joined;
}
