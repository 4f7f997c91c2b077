import { lazy, type ComponentType } from 'react';
import { importChunk, reloadOnce, toChunkLoadError } from './chunkLoad';

/** React.lazy with the spec's chunk rules (120 s timeout, one reload on failure). */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name?: string,
): ComponentType<P> {
  return lazy(() => importChunk(load, name));
}

/**
 * Vite reports failed preloads with a `vite:preloadError` event. A style chunk that
 * failed (CSS_CHUNK_LOAD_FAILED) reloads the page once here; preventDefault lets the
 * module itself still resolve meanwhile. A script chunk that failed is left to
 * importChunk: swallowing it here would resolve the import with nothing.
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = toChunkLoadError(event.payload);
    if (error.type === 'css' && reloadOnce(error)) event.preventDefault();
  });
}
