// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/importGraph';

const SRC = path.resolve(__dirname, '../../src');
const relative = (file: string) => path.relative(SRC, file);

describe('the console imports in one direction', () => {
  const graph = importGraph(SRC);

  it('has no circle of imports in src/, lazy import() included', () => {
    expect(importCycles(graph).map((group) => group.map(relative))).toEqual([]);
  });

  it('sees static, re-exported and lazy imports', () => {
    const importsOf = (file: string) => (graph.get(path.join(SRC, file)) ?? []).map(relative);
    expect(importsOf('App.tsx')).toContain('resources/elements.tsx');
    expect(importsOf('dataProvider/index.ts')).toContain('dataProvider/stack.ts');
    expect(importsOf('providers.ts')).toContain('resources/registry.ts');
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
