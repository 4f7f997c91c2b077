import fs from 'node:fs';
import path from 'node:path';
import { buildConsole, isStale } from '../scripts/build';
import { ensureChromium } from '../scripts/chromium';
import { startServerProcess } from '../scripts/server-process';
import { allChunks, loginFirstVisit, type AssetSize } from './assets';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (items: AssetSize[], key: 'raw' | 'gzip' | 'brotli') =>
  items.reduce((total, item) => total + item[key], 0);

/**
 * `npm run bench`: measures what the console costs. Prints a table and keeps a JSON copy
 * under bench/results/ so two runs can be compared.
 */
if (isStale()) await buildConsole();
const chromiumPath = ensureChromium();
const server = await startServerProcess();
try {
  const login = await loginFirstVisit(server.baseUrl, chromiumPath);
  const loaded = new Set(login.map((asset) => asset.file));
  const chunks = allChunks();
  const scriptsAndStyles = login.filter((asset) => asset.kind !== 'html');

  console.log('\nLogin page, first visit (as Chromium requests it from our server)');
  console.table(
    login.map((a) => ({
      file: a.file,
      kind: a.kind,
      raw: kb(a.raw),
      gzip: kb(a.gzip),
      brotli: kb(a.brotli),
    })),
  );
  const totals = {
    jsCssRaw: sum(scriptsAndStyles, 'raw'),
    jsCssGzip: sum(scriptsAndStyles, 'gzip'),
    jsCssBrotli: sum(scriptsAndStyles, 'brotli'),
    allRaw: sum(login, 'raw'),
    allGzip: sum(login, 'gzip'),
  };
  console.log(
    `JS + CSS: ${kb(totals.jsCssRaw)} raw, ${kb(totals.jsCssGzip)} gzip, ${kb(totals.jsCssBrotli)} brotli` +
      ` (with HTML: ${kb(totals.allRaw)} raw, ${kb(totals.allGzip)} gzip)`,
  );
  console.log('\nEvery chunk of the build (lazy ones load on the screens that need them)');
  console.table(
    chunks.map((c) => ({
      file: path.basename(c.file),
      raw: kb(c.raw),
      gzip: kb(c.gzip),
      onLogin: loaded.has(c.file),
    })),
  );

  fs.mkdirSync('bench/results', { recursive: true });
  const file = path.join(
    'bench/results',
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), login, totals, chunks }, null, 2),
  );
  console.log(`\nSaved ${file}`);
} finally {
  await server.stop();
}
