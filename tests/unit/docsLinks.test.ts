// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docProblems, documentationFiles, githubSlug, headingAnchors } from './support/docLinks';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every TypeScript source under a folder, as one text. */
const sourcesOf = (folder: string): string =>
  fs
    .readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');

describe('the documentation', () => {
  it.each(documentationFiles(ROOT))(
    '%s links only to files, headings and paths that exist',
    (doc) => {
      expect(docProblems(ROOT, doc, read(doc))).toEqual([]);
    },
  );

  it('covers README and the docs folder', () => {
    expect(documentationFiles(ROOT)).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/configuration.md']),
    );
  });
});

describe('docs/configuration.md', () => {
  const documented = new Set(
    [...read('docs/configuration.md').matchAll(/^\| `([A-Z][A-Z0-9_<>]+)`/gm)].map((m) => m[1]),
  );

  it('documents every variable the server reads', () => {
    const code = read('server/config.ts') + read('server/lifecycle/startupChecks.ts');
    const read_ = new Set([...code.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
    expect([...read_].filter((name) => !documented.has(name))).toEqual([]);
    expect(documented).toContain('JOB_EVERY_<KIND>_MS');
  });

  it('documents no variable nothing reads', () => {
    const code = ['server', 'scripts', 'bench'].map(sourcesOf).join('\n') + read('vite.config.ts');
    const stale = [...documented].filter(
      (name) => !code.includes(name.replace('<KIND>', '')) && !code.includes(name),
    );
    expect(stale).toEqual([]);
  });
});

describe('the link checker', () => {
  it("computes GitHub's anchors, numbering repeated headings", () => {
    expect(githubSlug('The send API (`MESSAGE_SENDER=http`)')).toBe(
      'the-send-api-message_senderhttp',
    );
    expect(githubSlug('Wallet, usage and payments')).toBe('wallet-usage-and-payments');
    expect([...headingAnchors('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual([
      'a',
      'notes',
      'notes-1',
    ]);
  });

  it('finds a dead link, a missing heading and a path that does not exist', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    fs.mkdirSync(path.join(root, 'docs'));
    fs.mkdirSync(path.join(root, 'server'));
    fs.writeFileSync(path.join(root, 'server', 'main.ts'), '');
    fs.writeFileSync(path.join(root, 'docs', 'other.md'), '# Other\n\n## Jobs\n');
    const bad = [
      '# Fake',
      'See [jobs](other.md#jobs), [the top](#fake) and `server/main.ts` (all fine).',
      'See [gone](missing.md), [a heading](other.md#no-such-heading) and [here](#nowhere).',
      'The code is in `server/lib/route.ts`; a template such as `server/modules/<name>/` is not a path.',
      '```sh',
      'cat [not a link](nowhere.md) `server/not/checked.ts`',
      '```',
      '[outside](https://example.com/missing.md)',
    ].join('\n');
    expect(docProblems(root, 'docs/fake.md', bad)).toEqual([
      'docs/fake.md:3: link to a missing file missing.md',
      'docs/fake.md:3: link to a missing heading other.md#no-such-heading',
      'docs/fake.md:3: link to a missing heading #nowhere',
      'docs/fake.md:4: names a path that does not exist: server/lib/route.ts',
    ]);
    fs.rmSync(root, { recursive: true });
  });
});
