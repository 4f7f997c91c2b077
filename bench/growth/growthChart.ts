import fs from 'node:fs';
import path from 'node:path';
import { sizeLabel } from './sizes';
import { bareAt, type GrowthSize } from './growthFigures';
import { chartSvg, type ChartPanel, type ChartSeries, type ChartSpec } from './svgChart';

const COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
  '#393b79',
  '#e7969c',
];
const DATABASE_NAMES: Record<string, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

type Figure = 'p99Ms' | 'reqPerSec';

function panel(database: string, sizes: GrowthSize[], figure: Figure): ChartPanel {
  const cases = [...new Set(sizes.flatMap((size) => size.cases.map((each) => each.case)))];
  const series: ChartSeries[] = cases.map((name, n) => ({
    name,
    color: COLORS[n % COLORS.length],
    points: sizes.flatMap((size) => {
      const found = size.cases.find((each) => each.case === name);
      return found ? [{ x: size.rows, y: found[figure] }] : [];
    }),
  }));
  series.push({
    name: 'bare Fastify reference (typical page 1)',
    color: '#000',
    dashed: true,
    points: sizes.map((size) => ({ x: size.rows, y: bareAt(size)[figure] })),
  });
  const what = figure === 'p99Ms' ? 'p99 latency (ms)' : 'requests per second';
  return { title: `${DATABASE_NAMES[database] ?? database}: ${what}`, series };
}

/** p99 and req/s against rows, one row of panels per database, ours and the bare reference. */
export function growthChartSpec(byDatabase: Record<string, GrowthSize[]>): ChartSpec {
  const measured = Object.entries(byDatabase).filter(([, sizes]) => sizes.length > 0);
  const rows = [...new Set(measured.flatMap(([, sizes]) => sizes.map((size) => size.rows)))];
  return {
    title: 'Costs as the tables grow (50 connections; lower p99 and higher req/s are better)',
    xTicks: rows.sort((a, b) => a - b).map((value) => ({ value, label: sizeLabel(value) })),
    xLabel: 'rows per table (log scale)',
    columns: 2,
    panels: measured.flatMap(([database, sizes]) => [
      panel(database, sizes, 'p99Ms'),
      panel(database, sizes, 'reqPerSec'),
    ]),
  };
}

/** bench/results/growth.svg (the latest, shown in docs/performance.md) and a dated copy. */
export function saveGrowthChart(byDatabase: Record<string, GrowthSize[]>): string {
  const svg = chartSvg(growthChartSpec(byDatabase));
  fs.mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join('bench/results', `growth-${stamp}.svg`), svg);
  const latest = path.join('bench/results', 'growth.svg');
  fs.writeFileSync(latest, svg);
  return latest;
}
