import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The flags every headless run uses on these machines (no network beyond loopback). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const find = () =>
  [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string => !!p && fs.existsSync(p));

const CJK_FONT_DIR = '/usr/share/fonts/opentype/noto';
const hasCjkFont = () =>
  fs.existsSync(CJK_FONT_DIR) &&
  fs.readdirSync(CJK_FONT_DIR).some((name) => name.startsWith('NotoSansCJK'));

function aptInstall(packages: string[]): void {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return;
  console.log(`Installing Debian's ${packages.join(' and ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

/**
 * Debian's Chromium for browser tests, with CJK fonts so Chinese screenshots show
 * characters: found, or installed with apt-get when we may, or a clear error saying what
 * to do. Never a browser download.
 */
export function ensureChromium(): string {
  const missing = [...(find() ? [] : ['chromium']), ...(hasCjkFont() ? [] : ['fonts-noto-cjk'])];
  if (missing.length > 0) aptInstall(missing);
  if (!hasCjkFont()) {
    console.warn(
      'Chinese screenshots will show boxes: install Debian\'s fonts-noto-cjk ("sudo apt-get install fonts-noto-cjk").',
    );
  }
  const found = find();
  if (found) return found;
  throw new Error(
    'Browser tests need Chromium. Install Debian\'s package ("sudo apt-get install chromium fonts-noto-cjk") ' +
      'or set CHROMIUM_PATH to a Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
