import {
  BASE_PATH,
  FORCED_LOGOUT_DELAY_MS,
  FORCED_LOGOUT_EXEMPT_FRAGMENT,
} from '../../contract/constants';
import { clearSessionData } from '../storage/preferences';
import { clearToken } from '../storage/token';

export interface ForcedLogoutOptions {
  delayMs?: number;
  loginUrl?: string;
  /** Leaves the page; a full load so no state of the old session survives. */
  redirect?: (url: string) => void;
  currentPath?: () => string;
  /** Keeps what the person was doing for the next sign-in (after storage is cleared). */
  keepWork?: () => void;
}

export interface ForcedLogout {
  /**
   * Signs the user out after code 501/502 (spec section 8): clears the token and the
   * session's data from local and session storage now (keeping the language and sidebar
   * preferences), goes to the login page after 500 ms. Runs once per page life,
   * however many calls fail together. Returns false on exempt (inline-chat) paths.
   */
  trigger(): boolean;
}

export function createForcedLogout(options: ForcedLogoutOptions = {}): ForcedLogout {
  const {
    delayMs = FORCED_LOGOUT_DELAY_MS,
    loginUrl = `${BASE_PATH}/login`,
    redirect = (url) => window.location.assign(url),
    currentPath = () => window.location.pathname,
    keepWork = () => undefined,
  } = options;
  let started = false;

  return {
    trigger() {
      const path = currentPath();
      if (path.includes(FORCED_LOGOUT_EXEMPT_FRAGMENT)) return false;
      if (started) return true;
      started = true;
      clearToken();
      clearSessionData();
      // already on the login page: reloading it would only lose what was typed
      if (path === loginUrl) return true;
      keepWork();
      window.setTimeout(() => redirect(loginUrl), delayMs);
      return true;
    },
  };
}
