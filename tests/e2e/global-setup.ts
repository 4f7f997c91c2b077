import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildConsole, isStale } from '../../scripts/build';
import { ensureChromium } from '../../scripts/chromium';
import { startServerProcess } from '../../scripts/server-process';
import { startGoogleKeys, TEST_GOOGLE_CLIENT_ID } from '../api/google.fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** The server's database: accounts tests read activation links and codes from its outbox. */
    databaseUrl: string;
    /** Signs Google ID tokens the server trusts (its JWKS is a local stand-in). */
    googlePrivateJwk: Record<string, unknown>;
    /** The platform's own token, for the operator verbs (approving a sender ID). */
    operatorToken: string;
  }
}

const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

/**
 * Browser tests run against the real server as `npm start` runs it: a built console and a
 * fresh embedded database seeded with the demo account.
 */
export default async function setup(project: TestProject) {
  const chromiumPath = ensureChromium();
  if (isStale()) await buildConsole();
  const google = await startGoogleKeys();
  const server = await startServerProcess({
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_FAILURE_IP_LIMIT: '1000',
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    // the callback wizard is tested against receivers on this machine
    CALLBACK_ALLOW: 'loopback',
    OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
  });
  fs.mkdirSync('test-results', { recursive: true });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('googlePrivateJwk', google.privateJwk);
  project.provide('operatorToken', E2E_OPERATOR_TOKEN);
  return async () => {
    await server.stop();
    await google.close();
  };
}
