// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/importGraph';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');
const relative = (file: string) => path.relative(SRC, file);
/** Every folder of the repository's own code but the tests and the benches. */
const CODE = ['src', 'server', 'contract', 'messages', 'scripts'].map((folder) =>
  path.join(ROOT, folder),
);

describe('the code imports in one direction', () => {
  const graph = importGraph(SRC);
  const codeGraph = importGraph(CODE, { types: true });

  it('has no circle of imports in src/, lazy import() included', () => {
    expect(importCycles(graph).map((group) => group.map(relative))).toEqual([]);
  });

  it('sees static, re-exported and lazy imports', () => {
    const importsOf = (file: string) => (graph.get(path.join(SRC, file)) ?? []).map(relative);
    expect(importsOf('App.tsx')).toContain('resources/elements.tsx');
    expect(importsOf('dataProvider/index.ts')).toContain('dataProvider/stack.ts');
    expect(importsOf('providers.ts')).toContain('resources/registry.ts');
  });

  it('has no circle of imports anywhere in the code, type-only imports included', () => {
    const circles = importCycles(codeGraph).map((group) =>
      group.map((file) => path.relative(ROOT, file)),
    );
    expect(circles).toEqual([]);
  });

  it('follows imports between folders, and type-only imports when asked', () => {
    const importsOf = (file: string) =>
      (codeGraph.get(path.join(ROOT, file)) ?? []).map((target) => path.relative(ROOT, target));
    expect(importsOf('server/modules/wallet/ledger.ts')).toContain('contract/index.ts');
    expect(importsOf('server/modules/wallet/ledger.ts')).toContain('server/db/schema.ts');
    const runTime = importGraph(
      ['server/modules/wallet', 'server/db'].map((f) => path.join(ROOT, f)),
    ).get(path.join(ROOT, 'server/modules/wallet/ledger.ts'));
    expect(runTime).not.toContain(path.join(ROOT, 'server/db/schema.ts'));
  });

  it('finds a circle, however long, and not a mere fork', () => {
    const circle = new Map([
      ['a', ['b']],
      ['b', ['c', 'd']],
      ['c', ['a']],
      ['d', []],
    ]);
    expect(importCycles(circle)).toEqual([['a', 'b', 'c']]);
    expect(importCycles(new Map([['a', ['a']]]))).toEqual([['a']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
