import { LANG_KEY } from '../../contract/constants';

/** react-admin's store key prefix for this console (list params, sidebar flag). */
export const STORE_APP_KEY = 'OmConsole';

/**
 * What the browser keeps across sessions: the language and the sidebar flag are the
 * person's preferences, not the session's, so a forced logout leaves them in place.
 */
const PREFERENCE_KEYS = [LANG_KEY, `RaStore${STORE_APP_KEY}.sidebar.open`];

/** Clears every session datum (token, account data, saved list params) from both storages. */
export function clearSessionData(): void {
  const kept = PREFERENCE_KEYS.flatMap((key) => {
    const value = window.localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const [key, value] of kept) window.localStorage.setItem(key, value);
}
