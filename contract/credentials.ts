import CryptoJS from 'crypto-js';

/**
 * Spec section 7: credentials are base64-encoded, then encrypted with a symmetric block
 * cipher under a fixed key before they are sent. This is wire compatibility, not secrecy
 * (TLS protects the wire; the server stores slow salted hashes). AES-128-ECB, PKCS#7.
 */
export const DEFAULT_CREDENTIAL_KEY = 'OmConsoleKey2026';

/**
 * The server tells the console its key at run time, so one build fits every deployment: it
 * writes the configured key into this meta tag of index.html in place of the placeholder.
 */
export const CREDENTIAL_KEY_META = 'om-credential-key';
export const CREDENTIAL_KEY_PLACEHOLDER = '__OM_CREDENTIAL_KEY__';

const keyOf = (key: string) => CryptoJS.enc.Utf8.parse(key);
const options = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

export function encodeCredential(plain: string, key = DEFAULT_CREDENTIAL_KEY): string {
  const base64 = CryptoJS.enc.Base64.stringify(CryptoJS.enc.Utf8.parse(plain));
  return CryptoJS.AES.encrypt(base64, keyOf(key), options).toString();
}

/** Returns the plain credential, or null when the value was not encoded with this key. */
export function decodeCredential(encoded: string, key = DEFAULT_CREDENTIAL_KEY): string | null {
  try {
    const base64 = CryptoJS.AES.decrypt(encoded, keyOf(key), options).toString(CryptoJS.enc.Utf8);
    if (!base64 || !/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
    return CryptoJS.enc.Base64.parse(base64).toString(CryptoJS.enc.Utf8);
  } catch {
    return null;
  }
}
