import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';

export type ChunkFailure = 'timeout' | 'error' | 'css';

/** Code of a style chunk that failed (spec section 8). */
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

/** A code or style chunk that did not load: spec section 8's ChunkLoadError. */
export class ChunkLoadError extends Error {
  readonly type: ChunkFailure;
  /** Address of the chunk. */
  readonly request: string;
  readonly code?: string;

  constructor(type: ChunkFailure, request: string) {
    super(`Loading chunk failed.\n(${type}: ${request})`);
    this.name = 'ChunkLoadError';
    this.type = type;
    this.request = request;
    if (type === 'css') this.code = CSS_CHUNK_LOAD_FAILED;
  }
}

const URL_IN_MESSAGE = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|css))/;

/**
 * The ways browsers and Vite say a chunk could not be fetched (Chromium, Firefox,
 * Safari, Vite's CSS preload). A chunk that loaded but threw while running is a bug,
 * not a load failure, and must keep its own error.
 */
const LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch/i;

export const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && LOAD_FAILURE.test(error.message));

/** Reads a browser's or Vite's dynamic-import failure as a ChunkLoadError. */
export function toChunkLoadError(error: unknown): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const request = URL_IN_MESSAGE.exec(message)?.[1] ?? '';
  // Vite's preload helper says "Unable to preload CSS for …" when a style chunk fails
  const type: ChunkFailure = /\bcss\b/i.test(message) || request.endsWith('.css') ? 'css' : 'error';
  return new ChunkLoadError(type, request);
}

/** Rejects with a timeout ChunkLoadError when `load` has not settled within the limit. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
  name = 'lazy chunk',
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', name)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadFailure(error) ? toChunkLoadError(error) : error);
      },
    );
  });
}

const RELOAD_KEY = 'chunkReloaded';

/**
 * Reloads the page once for a failed chunk, usually a deploy that replaced the file
 * names. The address is remembered in sessionStorage: the same chunk failing again after
 * the reload shows the error screen instead of reloading forever.
 */
export function reloadOnce(
  error: ChunkLoadError,
  reload: () => void = () => window.location.reload(),
): boolean {
  const key = `${RELOAD_KEY}:${error.request}`;
  if (window.sessionStorage.getItem(key) !== null) return false;
  window.sessionStorage.setItem(key, String(Date.now()));
  reload();
  return true;
}

/** A never-settling promise: the page is reloading, nothing should happen meanwhile. */
const reloading = <T>() => new Promise<T>(() => undefined);

/**
 * Imports a lazy chunk under the spec's rules: 120 s at most, and a failure reloads
 * the page once; a second failure of the same chunk rejects with the ChunkLoadError.
 */
export function importChunk<T>(load: () => Promise<T>, name?: string): Promise<T> {
  return withChunkTimeout(load, undefined, name).catch((error: unknown) =>
    error instanceof ChunkLoadError && reloadOnce(error) ? reloading<T>() : Promise.reject(error),
  );
}
