import { createElement, lazy, type ComponentType } from 'react';
import { importChunk, reloadOnce, toChunkLoadError } from './chunkLoad';

/** A page whose code is a chunk of its own; `preload` fetches it ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy with the spec's chunk rules (120 s timeout, one reload on failure). Once its
 * chunk has loaded, by `preload` or an earlier render, the page renders at once instead
 * of suspending: React 19 holds back each Suspense reveal for up to 300 ms after a
 * fallback, so a suspension that is not needed costs that long on screen.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  name?: string,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    loading ??= importChunk(load, name).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // a later render may try again (importChunk has its own retries and reload)
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Page, { preload: loadOnce });
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
