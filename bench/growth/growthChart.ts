import fs from 'node:fs';
import path from 'node:path';
import { sizeLabel } from './sizes';
import { BARE_CASE, type GrowthSize } from './growthFigures';
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

type Figure = 'p99Ms' | 'reqPerSec' | 'cpuMsPerRequest';
const FIGURE_NAMES: Record<Figure, string> = {
  p99Ms: 'p99 (ms)',
  reqPerSec: 'requests per second',
  cpuMsPerRequest: 'server CPU per request (ms)',
};

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
    name: BARE_CASE,
    color: '#000',
    dashed: true,
    points: sizes.map((size) => ({ x: size.rows, y: size.bare[figure] })),
  });
  return { title: `${DATABASE_NAMES[database] ?? database}: ${FIGURE_NAMES[figure]}`, series };
}

/** p99, req/s and CPU per request against rows: a row of panels per database, ours and the bare reference. */
export function growthChartSpec(byDatabase: Record<string, GrowthSize[]>): ChartSpec {
  const measured = Object.entries(byDatabase).filter(([, sizes]) => sizes.length > 0);
  const rows = [...new Set(measured.flatMap(([, sizes]) => sizes.map((size) => size.rows)))];
  return {
    title: 'Costs as the tables grow (50 connections; lower p99 and CPU, higher req/s are better)',
    xTicks: rows.sort((a, b) => a - b).map((value) => ({ value, label: sizeLabel(value) })),
    xLabel: 'rows per table (log scale)',
    columns: 3,
    panels: measured.flatMap(([database, sizes]) => [
      panel(database, sizes, 'p99Ms'),
      panel(database, sizes, 'reqPerSec'),
      panel(database, sizes, 'cpuMsPerRequest'),
    ]),
  };
}

/**
 * bench/results/<name>.svg (the latest, shown in docs/performance.md) and a dated copy:
 * growth.svg for orders and their screens, growth-messages.svg for the message logs.
 */
export function saveGrowthChart(byDatabase: Record<string, GrowthSize[]>, name = 'growth'): string {
  const svg = chartSvg(growthChartSpec(byDatabase));
  fs.mkdirSync('bench/results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  fs.writeFileSync(path.join('bench/results', `${name}-${stamp}.svg`), svg);
  const latest = path.join('bench/results', `${name}.svg`);
  fs.writeFileSync(latest, svg);
  return latest;
}
