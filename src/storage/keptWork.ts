/**
 * What a session that ended on the server leaves for the next sign-in, in session storage
 * (this tab only, gone with it): the route the person was on and the values of its open
 * forms, never their secrets (session/keptForms.ts).
 */
export interface KeptWork {
  /** Path and query inside the console, without the base path. */
  path: string;
  /** Each open form's values, by the form's id. */
  forms: Record<string, Record<string, unknown>>;
  /** Still to be told on the login page (cleared by the sign-in that returns). */
  ended: boolean;
}

const KEY = 'OmKeptWork';

export function readKeptWork(): KeptWork | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as KeptWork | null;
    return kept && typeof kept.path === 'string' && typeof kept.forms === 'object' ? kept : null;
  } catch {
    return null;
  }
}

export function writeKeptWork(work: KeptWork | null): void {
  if (work === null || (!work.ended && Object.keys(work.forms).length === 0))
    window.sessionStorage.removeItem(KEY);
  else window.sessionStorage.setItem(KEY, JSON.stringify(work));
}
