import { describe, expect, it } from 'vitest';
import { growthTargets, growthRatio } from '../../bench/growth/growthTargets';
import type { GrowthCase } from '../../bench/growth/growthFigures';
import { BARE_QUERY } from '../../bench/growth/subjects';
import {
  DEFAULT_SIZES,
  growthMessagesPostgresUrl,
  growthMessagesSqliteUrl,
  growthPostgresUrl,
  growthSqliteUrl,
  parseSizes,
  sizeLabel,
} from '../../bench/growth/sizes';
import { chartSvg, escapeXml, logPosition, niceMax } from '../../bench/growth/svgChart';

describe('growth sizes', () => {
  it('reads row counts with k and m, smallest first, each once', () => {
    expect(parseSizes('100k,1m,5000000')).toEqual([100_000, 1_000_000, 5_000_000]);
    expect(parseSizes('5M, 100K,1m,100000')).toEqual([100_000, 1_000_000, 5_000_000]);
    expect(parseSizes('0.5m')).toEqual([500_000]);
    expect(parseSizes(undefined)).toEqual(DEFAULT_SIZES);
  });

  it.each(['abc', '5', '1.5k', '100k,', '-1m', '1e6'])('refuses "%s"', (text) =>
    expect(() => parseSizes(text)).toThrow(/--sizes/),
  );

  it('names each size’s databases apart from the main bench database', () => {
    expect(sizeLabel(100_000)).toBe('100k');
    expect(sizeLabel(5_000_000)).toBe('5m');
    expect(sizeLabel(123_456)).toBe('123456');
    expect(growthSqliteUrl(1_000_000)).toBe('sqlite:data/bench/growth-1m.db');
    expect(growthPostgresUrl('postgres://postgres@127.0.0.1:5432/om_bench', 5_000_000)).toBe(
      'postgres://postgres@127.0.0.1:5432/om_bench_growth_5m',
    );
    expect(growthPostgresUrl('postgres://u:p@db:5432/', 100_000)).toBe(
      'postgres://u:p@db:5432/postgres_growth_100k',
    );
  });

  it('keeps the message logs’ sizes in databases of their own', () => {
    expect(growthMessagesSqliteUrl(10_000_000)).toBe('sqlite:data/bench/growth-messages-10m.db');
    expect(
      growthMessagesPostgresUrl('postgres://postgres@127.0.0.1:5432/om_bench', 10_000_000),
    ).toBe('postgres://postgres@127.0.0.1:5432/om_bench_messages_10m');
  });
});

/** A case whose rounds had these p99s. */
const rounds = (roundP99Ms: number[], name = 'orders · large · deep'): GrowthCase => ({
  case: name,
  p99Ms: [...roundP99Ms].sort((a, b) => a - b)[Math.floor(roundP99Ms.length / 2)],
  reqPerSec: 1000,
  cpuMsPerRequest: 0.5,
  roundP99Ms,
});
const size = (rows: number, peakRssMb: number, cases: GrowthCase[], bare = [4, 4, 4]) => ({
  rows,
  peakRssMb,
  cases,
  bare: rounds(bare, 'bare'),
});

describe('growth targets', () => {
  it('takes the median of the rounds’ ratios, each round’s sizes measured seconds apart', () => {
    const targets = growthTargets('sqlite', [
      size(5_000_000, 150, [rounds([12, 30, 11])], [8, 16, 4]),
      size(100_000, 120, [rounds([10, 20, 10])]),
      size(1_000_000, 130, [rounds([50, 50, 50])]),
    ]);
    const p99 = targets.find((target) => target.case.includes('p99'));
    expect(p99).toMatchObject({
      case: 'Growth 100k → 5m: orders · large · deep, p99',
      ours: 'p99 10 → 12 ms; CPU 0.5 → 0.5 ms per request',
      reference: 'bare p99 2× (rounds 1–4×)',
      // a busy second round doubles both; the rounds' ratios are 1.2, 1.5 and 1.1
      ratio: '1.2× (rounds 1.1–1.5×)',
      met: true,
    });
  });

  it('fails a case whose p99 grows past 1.3× in most rounds', () => {
    const [p99] = growthTargets('postgres', [
      size(100_000, 100, [rounds([10, 10, 10])]),
      size(5e6, 100, [rounds([14, 12, 15])]),
    ]);
    expect(p99).toMatchObject({ ratio: '1.4× (rounds 1.2–1.5×)', met: false });
  });

  it('counts a 0 ms p99 as 1 ms, its resolution', () => {
    expect(growthRatio(0, 1)).toBe(1);
    const [p99] = growthTargets('sqlite', [
      size(100_000, 100, [rounds([0, 0, 0])]),
      size(5e6, 100, [rounds([1, 1, 1])]),
    ]);
    expect(p99.ratio).toBe('1× (rounds 1–1×)');
  });

  it('holds the server’s peak memory to 200 MB at every size', () => {
    const memory = growthTargets('sqlite', [
      size(100_000, 150, [rounds([10])]),
      size(1_000_000, 201, [rounds([10])]),
    ]).filter((target) => target.case.includes('memory'));
    expect(memory.map((target) => [target.case, target.met])).toEqual([
      ['Growth 100k: server peak resident memory', true],
      ['Growth 1m: server peak resident memory', false],
    ]);
  });
});

describe('bare query targets', () => {
  const list = 'messages · list';
  const atLargest = (ours: number[], bare: number[]) =>
    growthTargets('sqlite', [
      size(100_000, 100, [rounds([5, 5, 5], list), rounds([5, 5, 5], `${list}${BARE_QUERY}`)]),
      size(10_000_000, 100, [rounds(ours, list), rounds(bare, `${list}${BARE_QUERY}`)]),
    ]);

  it('judges a case against its bare query at the largest size, not the bare query’s growth', () => {
    const targets = atLargest([14, 14, 14], [10, 10, 10]);
    expect(targets.filter((target) => target.case.includes(BARE_QUERY))).toEqual([]);
    expect(targets.find((target) => target.case.includes('against its bare query'))).toMatchObject({
      case: '10m: messages · list, p99 against its bare query',
      ratio: '1.40×',
      target: '≤ 1.5×',
      met: true,
    });
  });

  it('fails a case past 1.5× its bare query', () => {
    const judged = atLargest([16, 16, 16], [10, 10, 10]).find((target) =>
      target.case.includes('against its bare query'),
    );
    expect(judged).toMatchObject({ ratio: '1.60×', met: false });
  });
});

describe('growth chart', () => {
  it('rounds an axis up to 1, 2, 2.5 or 5 × 10ⁿ', () => {
    expect([0, 0.7, 3, 7.5, 12, 26, 4100].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 5000]);
  });

  it('places sizes on a log scale', () => {
    expect(logPosition(100_000, 100_000, 10_000_000, 0, 200)).toBe(0);
    expect(logPosition(1_000_000, 100_000, 10_000_000, 0, 200)).toBeCloseTo(100);
    expect(logPosition(10_000_000, 100_000, 10_000_000, 0, 200)).toBe(200);
  });

  it('draws each series as a line through its points, with one legend entry per name', () => {
    const svg = chartSvg({
      title: 'Costs <as> the tables grow',
      xTicks: [
        { value: 100_000, label: '100k' },
        { value: 10_000_000, label: '10m' },
      ],
      xLabel: 'rows',
      columns: 2,
      panels: ['p99', 'req/s'].map((title) => ({
        title,
        series: [
          {
            name: 'ours',
            color: '#123456',
            points: [
              { x: 10_000_000, y: 5 },
              { x: 100_000, y: 10 },
            ],
          },
          { name: 'bare', color: '#000', dashed: true, points: [{ x: 100_000, y: 0 }] },
        ],
      })),
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="880"')).toBe(true);
    // below the title, the first panel plots from x 56 to 424 and y 64 (10) to 240 (0)
    expect(svg).toContain('<polyline points="56,64 424,152" stroke="#123456" class="line"/>');
    expect(svg).toContain('<polyline points="56,240" stroke="#000" stroke-dasharray="6 4"');
    expect(svg).toContain('Costs &lt;as&gt; the tables grow');
    expect(svg.match(/>ours<\/text>/g)).toHaveLength(1);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(escapeXml('a & b')).toBe('a &amp; b');
  });
});
