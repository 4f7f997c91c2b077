/** The key of the credential cipher (contract/credentials.ts) when none is configured. */
export const DEFAULT_CREDENTIAL_KEY = 'OmConsoleKey2026';

/**
 * The server tells the console its key at run time, so one build fits every deployment: it
 * writes the configured key into this meta tag of index.html in place of the placeholder.
 */
export const CREDENTIAL_KEY_META = 'om-credential-key';
export const CREDENTIAL_KEY_PLACEHOLDER = '__OM_CREDENTIAL_KEY__';

/**
 * Each page the server sends carries its own nonce in place of this placeholder (on the tags
 * the build writes and in a `csp-nonce` meta tag); the page's content security policy allows
 * only the styles that carry it, which is how the console's run-time styles are marked.
 */
export const CSP_NONCE_PLACEHOLDER = '__OM_CSP_NONCE__';
