/** The key of the credential cipher (contract/credentials.ts) when none is configured. */
export const DEFAULT_CREDENTIAL_KEY = 'OmConsoleKey2026';

/**
 * The server tells the console its key at run time, so one build fits every deployment: it
 * writes the configured key into this meta tag of index.html in place of the placeholder.
 */
export const CREDENTIAL_KEY_META = 'om-credential-key';
export const CREDENTIAL_KEY_PLACEHOLDER = '__OM_CREDENTIAL_KEY__';
