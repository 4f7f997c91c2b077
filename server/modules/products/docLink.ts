import { API_DOCS_PATH } from '../../../contract';

/** A product's documentation: its page on the configured site, or our own API reference. */
export const docLink = (docsBaseUrl: string, path: string) =>
  docsBaseUrl ? `${docsBaseUrl}${path}` : API_DOCS_PATH;
