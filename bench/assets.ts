import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium';

export interface AssetSize {
  file: string;
  kind: 'html' | 'js' | 'css';
  raw: number;
  gzip: number;
  brotli: number;
}

const kindOf = (file: string): AssetSize['kind'] | null =>
  file.endsWith('.js')
    ? 'js'
    : file.endsWith('.css')
      ? 'css'
      : file.endsWith('.html') || !path.extname(file)
        ? 'html'
        : null;

const sizes = (file: string, body: Buffer): AssetSize | null => {
  const kind = kindOf(file);
  if (!kind) return null;
  return {
    file,
    kind,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body).length,
  };
};

/**
 * What a first visit of `url` downloads, as Chromium actually requests it, until the page's
 * `ready` element shows; API calls are not assets.
 */
export async function firstVisit(
  url: string,
  chromiumPath: string,
  ready: (page: Page) => Locator,
): Promise<AssetSize[]> {
  const origin = new URL(url).origin;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<AssetSize | null>[] = [];
    page.on('response', (response) => {
      const asset = new URL(response.url());
      if (asset.origin !== origin || asset.pathname.startsWith('/om/api')) return;
      // redirects and aborted requests have no body to measure
      pending.push(
        response
          .body()
          .then((body) => sizes(asset.pathname, body))
          .catch(() => null),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await ready(page).first().waitFor();
    return (await Promise.all(pending)).filter((s): s is AssetSize => s !== null);
  } finally {
    await browser.close();
  }
}

/** What a first visit of the login page downloads. */
export const loginFirstVisit = (baseUrl: string, chromiumPath: string) =>
  firstVisit(`${baseUrl}/control/login`, chromiumPath, (page) => page.getByRole('button'));

/** Every JS and CSS chunk of the build, whether the login page loads it or not. */
export function allChunks(distDir = 'dist'): AssetSize[] {
  const assets = path.join(distDir, 'assets');
  return fs
    .readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => sizes(`/control/assets/${name}`, fs.readFileSync(path.join(assets, name))))
    .filter((s): s is AssetSize => s !== null)
    .sort((a, b) => b.gzip - a.gzip);
}

export interface WireSize {
  file: string;
  /** Bytes and content-encoding the server sent to a browser that accepts brotli. */
  brotli: { bytes: number; encoding: string };
  /** …and to one that accepts only gzip. */
  gzip: { bytes: number; encoding: string };
}

const fetchRaw = (url: string, acceptEncoding: string) =>
  new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
      })
      .on('error', reject);
  });

/** What the server really sends for each file: compressed, and in which encoding. */
export async function wireSizes(baseUrl: string, assets: AssetSize[]): Promise<WireSize[]> {
  const sizes: WireSize[] = [];
  for (const asset of assets) {
    const url = `${baseUrl}${asset.file}`;
    sizes.push({
      file: asset.file,
      brotli: await fetchRaw(url, 'br, gzip'),
      gzip: await fetchRaw(url, 'gzip'),
    });
  }
  return sizes;
}
