import { readKeptWork, writeKeptWork } from '../storage/keptWork';

/**
 * Fields never written to storage: passwords, secrets, tokens, keys and codes (a one-time
 * code, a callback's key or authorization header), by their name wherever they appear.
 */
const SECRET_FIELD = /password|secret|token|authorization|^key$|^code$|Code$/i;

const openForms = new Map<string, () => Record<string, unknown>>();

/** Registers an open form's values (while it is mounted); returns its unregistering. */
export function registerOpenForm(id: string, values: () => Record<string, unknown>) {
  openForms.set(id, values);
  return () => {
    if (openForms.get(id) === values) openForms.delete(id);
  };
}

/** A form's values without its secret fields, at any depth. */
export function withoutSecrets(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, value]) => [
        name,
        value && typeof value === 'object' && !Array.isArray(value)
          ? withoutSecrets(value as Record<string, unknown>)
          : value,
      ]),
  );
}

/**
 * The session ended on the server: keeps the route and every open form's values (not
 * their secrets) for the sign-in that follows.
 */
export function keepOpenWork(path: string): void {
  const forms = Object.fromEntries(
    [...openForms].map(([id, values]) => [id, withoutSecrets(values())]),
  );
  writeKeptWork({ path, forms, ended: true });
}

/** The values kept for this form on this route, taken (given once). */
export function takeKeptForm(id: string, path: string): Record<string, unknown> | null {
  const kept = readKeptWork();
  if (!kept || kept.path !== path || !kept.forms[id]) return null;
  const { [id]: values, ...rest } = kept.forms;
  writeKeptWork({ ...kept, forms: rest });
  return values;
}

/** The route to go back to when the session ended on the server, until signed in again. */
export function returnPathAfterSignIn(): string | undefined {
  const kept = readKeptWork();
  return kept?.ended ? kept.path : undefined;
}

/** Signed in again: the login page stops telling the session ended (the forms keep theirs). */
export function signedInAgain(): void {
  const kept = readKeptWork();
  if (kept) writeKeptWork({ ...kept, ended: false });
}
