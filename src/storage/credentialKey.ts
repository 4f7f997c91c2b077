import {
  CREDENTIAL_KEY_META,
  CREDENTIAL_KEY_PLACEHOLDER,
  DEFAULT_CREDENTIAL_KEY,
} from '../../contract/credentialKey';

/**
 * The credential cipher's key the server was started with (it writes it into index.html);
 * the built-in key where no server wrote one (the development server, tests).
 */
export function credentialKey(): string {
  const content = document
    .querySelector<HTMLMetaElement>(`meta[name="${CREDENTIAL_KEY_META}"]`)
    ?.getAttribute('content');
  return content && content !== CREDENTIAL_KEY_PLACEHOLDER ? content : DEFAULT_CREDENTIAL_KEY;
}
