import { importJWK, SignJWT } from 'jose';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { connect, type Db } from '../../server/db/connect';
import { recentOutbox } from '../../server/messaging';
import { TEST_GOOGLE_CLIENT_ID } from '../api/google.fixtures';
import { expectBrowserProblem } from './browser';

let db: Db | null = null;
/** The test server's database, where the outbox is (as `npm run outbox` reads it). */
export const serverDb = () => (db ??= connect(inject('databaseUrl')));

/** Waits for the newest outbox message to an address that matches `pattern`; its match. */
export async function fromOutbox(to: string, pattern: RegExp, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const [message] = await recentOutbox(serverDb(), { to, limit: 1 });
    const match = message && message.created_at >= after ? pattern.exec(message.body) : null;
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing matching ${pattern} in the outbox for ${to}`);
}

/** A Google ID token signed with the key the server's (local) JWKS publishes. */
export async function googleToken(claims: Record<string, unknown>) {
  const key = await importJWK(inject('googlePrivateJwk'), 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(TEST_GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

const GSI = 'https://accounts.google.com/gsi/client';

/**
 * Stands in for Google's script: its button hands the page `credential`, as Google's does
 * after the person picks an account. Only this one address is served; nothing goes out.
 */
export function fakeGoogle(context: BrowserContext, credential: string) {
  const script = `window.google = { accounts: { id: {
    initialize(options) { this.callback = options.callback; },
    renderButton(element) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Test Google account';
      button.onclick = () => this.callback({ credential: ${JSON.stringify(credential)} });
      element.append(button);
    },
    prompt() {},
  } } };`;
  return context.route(GSI, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}

/** Google out of reach, as offline. */
export const googleOffline = (context: BrowserContext) => {
  // the browser reports the script it could not load: what these tests make happen
  expectBrowserProblem(/ERR_INTERNET_DISCONNECTED/);
  return context.route(GSI, (route) => route.abort('internetdisconnected'));
};
