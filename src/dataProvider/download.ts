import type { AxiosInstance } from 'axios';
import { pathOf, type ApiCall } from '../../contract/call';
import { TIME_ZONE_HEADER } from '../../contract/constants';
import type { CallOptions } from './callApi';

/**
 * The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` wins
 * (it carries non-ASCII names), then `filename="…"` or a bare `filename=…`.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1].trim().replace(/^"|"$/g, '');
    const encoded = value.replace(/^[\w-]+'[^']*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: fall through to the plain parameter
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;]+)/i.exec(header);
  return bare ? bare[1].trim() : null;
}

/** Saves a blob as a file through a temporary object URL and link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the click has handed the blob to the browser; free it on the next tick
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface Downloaded {
  blob: Blob;
  filename: string;
}

/**
 * Fetches a file answer of a contract call (bill, export, invoice PDF) and saves it under
 * the server's Content-Disposition name (`fallbackName` when there is none).
 */
export function createDownloader(http: AxiosInstance, save: typeof saveBlob = saveBlob) {
  return async (
    call: ApiCall,
    fallbackName: string,
    options: CallOptions = {},
  ): Promise<Downloaded> => {
    const response = await http.request<Blob>({
      method: call.method,
      url: pathOf(call, options.params),
      params: options.query,
      data: options.body,
      responseType: 'blob',
      // files write their times in the browser's zone; no other answer depends on it, and
      // asking Intl for it cost every start tens of milliseconds on a phone
      headers: { [TIME_ZONE_HEADER]: Intl.DateTimeFormat().resolvedOptions().timeZone },
      silent: options.silent,
      signal: options.signal,
    });
    const header = response.headers['content-disposition'] as string | undefined;
    const filename = filenameFromDisposition(header) ?? fallbackName;
    save(response.data, filename);
    return { blob: response.data, filename };
  };
}
