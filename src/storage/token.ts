import { TOKEN_COOKIE_DAYS, TOKEN_KEY } from '../../contract/constants';
import { parentCookieDomain } from './domain';

const DAY_MS = 24 * 60 * 60 * 1000;

function cookieAttributes(expires: Date): string {
  const domain = parentCookieDomain(window.location.hostname);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; path=/; expires=${expires.toUTCString()}${domain ? `; domain=${domain}` : ''}; SameSite=Lax${secure}`;
}

/** The session token: localStorage first, then sessionStorage (spec: OMTOKEN). */
export function readToken(): string | null {
  return window.localStorage.getItem(TOKEN_KEY) ?? window.sessionStorage.getItem(TOKEN_KEY);
}

/** The token of the cookie, which the server reads as a page is asked for. */
export function readTokenCookie(): string | null {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${TOKEN_KEY}=`));
  if (!pair) return null;
  try {
    return decodeURIComponent(pair.slice(TOKEN_KEY.length + 1));
  } catch {
    return null;
  }
}

/**
 * Keeps the token in the three places of spec section 3: localStorage, sessionStorage
 * and a cookie on the parent domain (shared with the product's other sites), 10 days.
 */
export function writeToken(token: string, now = Date.now()): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  window.sessionStorage.setItem(TOKEN_KEY, token);
  const expires = new Date(now + TOKEN_COOKIE_DAYS * DAY_MS);
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}${cookieAttributes(expires)}`;
}

/** Removes the token from all three places (also a host-only cookie of older versions). */
export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.sessionStorage.removeItem(TOKEN_KEY);
  const past = new Date(0);
  document.cookie = `${TOKEN_KEY}=${cookieAttributes(past)}`;
  document.cookie = `${TOKEN_KEY}=; path=/; expires=${past.toUTCString()}`;
}
