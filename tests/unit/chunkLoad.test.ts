import { beforeEach, describe, expect, it } from 'vitest';
import {
  ChunkLoadError,
  CSS_CHUNK_LOAD_FAILED,
  importChunk,
  reloadOnce,
  toChunkLoadError,
  withChunkTimeout,
} from '../../src/errors/chunkLoad';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';
import { resetBrowser } from './support/api';

beforeEach(() => resetBrowser());

describe('chunk loading', () => {
  it('uses the spec timeout of 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("fails a chunk that has not loaded in time with ChunkLoadError 'Loading chunk failed'", async () => {
    const error = await withChunkTimeout(
      () => new Promise(() => undefined),
      20,
      '/control/assets/Home-1.js',
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      type: 'timeout',
      request: '/control/assets/Home-1.js',
    });
    expect((error as Error).message).toMatch(/^Loading chunk failed/);
  });

  it('passes a chunk that loads', async () => {
    await expect(withChunkTimeout(async () => 'module', 1000)).resolves.toBe('module');
  });

  it('reads browser and Vite failures, with the address and the CSS code', () => {
    const js = toChunkLoadError(
      new TypeError(
        'Failed to fetch dynamically imported module: http://h/control/assets/List-9.js',
      ),
    );
    expect(js).toMatchObject({
      type: 'error',
      request: 'http://h/control/assets/List-9.js',
      code: undefined,
    });
    const css = toChunkLoadError(new Error('Unable to preload CSS for /control/assets/List-9.css'));
    expect(css).toMatchObject({
      type: 'css',
      request: '/control/assets/List-9.css',
      code: CSS_CHUNK_LOAD_FAILED,
    });
  });

  it('reloads the page once per failed chunk, never in a loop', () => {
    let reloads = 0;
    const error = new ChunkLoadError('error', '/control/assets/A.js');
    expect(reloadOnce(error, () => (reloads += 1))).toBe(true);
    expect(reloadOnce(error, () => (reloads += 1))).toBe(false);
    expect(
      reloadOnce(new ChunkLoadError('error', '/control/assets/B.js'), () => (reloads += 1)),
    ).toBe(true);
    expect(reloads).toBe(2);
  });

  it('rejects once the reload has been spent, so the error screen shows', async () => {
    const failing = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /control/assets/C.js'),
      );
    window.sessionStorage.setItem('chunkReloaded:/control/assets/C.js', '1');
    await expect(importChunk(failing)).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
