/** A small line-chart writer: panels of lines over a shared log-scale x axis, as SVG text. */

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  name: string;
  color: string;
  dashed?: boolean;
  points: ChartPoint[];
}

export interface ChartPanel {
  title: string;
  series: ChartSeries[];
}

export interface ChartSpec {
  title: string;
  /** The x values shown on every panel's axis (e.g. the table sizes) and their labels. */
  xTicks: { value: number; label: string }[];
  xLabel: string;
  columns: number;
  panels: ChartPanel[];
}

const PANEL_WIDTH = 440;
const PANEL_HEIGHT = 250;
const MARGIN = { top: 34, right: 16, bottom: 40, left: 56 };
const LEGEND_LINE = 18;
const LEGEND_COLUMNS = 3;
const TITLE_HEIGHT = 30;

export const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const at = (value: number) => String(+value.toFixed(1));

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ at or above `max` (1 for nothing to show). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= max) ?? 10;
  return +(step * power).toPrecision(12);
}

/** A position between `from` and `to` for `value` on a log scale over [low, high]. */
export function logPosition(value: number, low: number, high: number, from: number, to: number) {
  if (high === low) return (from + to) / 2;
  const share = (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low));
  return from + share * (to - from);
}

function panelSvg(panel: ChartPanel, spec: ChartSpec, left: number, top: number): string {
  const xs = spec.xTicks.map((tick) => tick.value);
  const [low, high] = [Math.min(...xs), Math.max(...xs)];
  const plot = {
    left: left + MARGIN.left,
    right: left + PANEL_WIDTH - MARGIN.right,
    top: top + MARGIN.top,
    bottom: top + PANEL_HEIGHT - MARGIN.bottom,
  };
  const yMax = niceMax(Math.max(0, ...panel.series.flatMap((s) => s.points.map((p) => p.y))));
  const x = (value: number) => logPosition(value, low, high, plot.left, plot.right);
  const y = (value: number) => plot.bottom - (value / yMax) * (plot.bottom - plot.top);
  const parts = [
    `<text x="${at(plot.left)}" y="${at(top + 20)}" class="panel">${escapeXml(panel.title)}</text>`,
    `<rect x="${at(plot.left)}" y="${at(plot.top)}" width="${at(plot.right - plot.left)}" height="${at(plot.bottom - plot.top)}" class="frame"/>`,
  ];
  // fifths of 1, 2, 2.5 or 5 × 10ⁿ are round numbers
  for (let step = 0; step <= 5; step += 1) {
    const value = (yMax * step) / 5;
    parts.push(
      `<line x1="${at(plot.left)}" x2="${at(plot.right)}" y1="${at(y(value))}" y2="${at(y(value))}" class="grid"/>`,
      `<text x="${at(plot.left - 6)}" y="${at(y(value) + 4)}" class="y">${+value.toPrecision(4)}</text>`,
    );
  }
  for (const tick of spec.xTicks)
    parts.push(
      `<text x="${at(x(tick.value))}" y="${at(plot.bottom + 16)}" class="x">${escapeXml(tick.label)}</text>`,
    );
  parts.push(
    `<text x="${at((plot.left + plot.right) / 2)}" y="${at(plot.bottom + 32)}" class="x">${escapeXml(spec.xLabel)}</text>`,
  );
  for (const series of panel.series) {
    const points = [...series.points].sort((a, b) => a.x - b.x);
    const dash = series.dashed ? ' stroke-dasharray="6 4"' : '';
    parts.push(
      `<polyline points="${points.map((p) => `${at(x(p.x))},${at(y(p.y))}`).join(' ')}" stroke="${series.color}"${dash} class="line"/>`,
      ...points.map(
        (p) => `<circle cx="${at(x(p.x))}" cy="${at(y(p.y))}" r="2.5" fill="${series.color}"/>`,
      ),
    );
  }
  return parts.join('\n');
}

/** The chart as a standalone SVG document: the panels in a grid, one legend of every series. */
export function chartSvg(spec: ChartSpec): string {
  const rows = Math.ceil(spec.panels.length / spec.columns);
  const legend = new Map<string, ChartSeries>();
  for (const series of spec.panels.flatMap((panel) => panel.series))
    if (!legend.has(series.name)) legend.set(series.name, series);
  const width = PANEL_WIDTH * spec.columns;
  const legendTop = TITLE_HEIGHT + rows * PANEL_HEIGHT + 10;
  const height = legendTop + Math.ceil(legend.size / LEGEND_COLUMNS) * LEGEND_LINE + 10;
  const columnWidth = width / LEGEND_COLUMNS;
  const entries = [...legend.values()].map((series, n) => {
    const left = 16 + (n % LEGEND_COLUMNS) * columnWidth;
    const top = legendTop + Math.floor(n / LEGEND_COLUMNS) * LEGEND_LINE;
    const dash = series.dashed ? ' stroke-dasharray="6 4"' : '';
    return (
      `<line x1="${at(left)}" x2="${at(left + 22)}" y1="${at(top + 6)}" y2="${at(top + 6)}" stroke="${series.color}"${dash} class="line"/>` +
      `<text x="${at(left + 28)}" y="${at(top + 10)}">${escapeXml(series.name)}</text>`
    );
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${at(height)}" viewBox="0 0 ${width} ${at(height)}" font-family="sans-serif" font-size="11">`,
    '<style>.title{font-size:15px;font-weight:600}.panel{font-size:13px;font-weight:600}' +
      '.frame{fill:none;stroke:#999}.grid{stroke:#e4e4e4}.y{text-anchor:end}.x{text-anchor:middle}' +
      '.line{fill:none;stroke-width:1.6}</style>',
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="16" y="21" class="title">${escapeXml(spec.title)}</text>`,
    ...spec.panels.map((panel, n) =>
      panelSvg(
        panel,
        spec,
        (n % spec.columns) * PANEL_WIDTH,
        TITLE_HEIGHT + Math.floor(n / spec.columns) * PANEL_HEIGHT,
      ),
    ),
    ...entries,
    '</svg>',
    '',
  ].join('\n');
}
