// the cipher's own modules, not the crypto-js index: that one brings every hash and cipher
// (~15 KB gzip more) to each screen whose chunk holds this file
import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import { DEFAULT_CREDENTIAL_KEY } from './credentialKey';

/**
 * Spec section 7: credentials are base64-encoded, then encrypted with a symmetric block
 * cipher under a fixed key before they are sent. This is wire compatibility, not secrecy
 * (TLS protects the wire; the server stores slow salted hashes). AES-128-ECB, PKCS#7.
 */
const keyOf = (key: string) => Utf8.parse(key);
const options = { mode: ECB, padding: Pkcs7 };

export function encodeCredential(plain: string, key = DEFAULT_CREDENTIAL_KEY): string {
  const base64 = Base64.stringify(Utf8.parse(plain));
  return AES.encrypt(base64, keyOf(key), options).toString();
}

/** Returns the plain credential, or null when the value was not encoded with this key. */
export function decodeCredential(encoded: string, key = DEFAULT_CREDENTIAL_KEY): string | null {
  try {
    const base64 = AES.decrypt(encoded, keyOf(key), options).toString(Utf8);
    if (!base64 || !/^[A-Za-z0-9+/]+=*$/.test(base64)) return null;
    return Base64.parse(base64).toString(Utf8);
  } catch {
    return null;
  }
}
