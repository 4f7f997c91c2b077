import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { toMicros } from '../../../contract/money';
import type { UsageSummaryRow } from '../../../contract/usageSummary';
import { formatMoney } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import { evenlySpaced } from '../../ui/chartAxis';
import { OTHER_COLOR, productColor } from '../../ui/productColors';

/** More series than this read as noise: the rest are drawn as one "Other" series. */
const MAX_SERIES = 8;

/** Spend per period as stacked bars, one series per split value (largest first). */
export function UsageChart({
  rows,
  periods,
  periodLabel,
  title,
  byProduct,
}: {
  rows: UsageSummaryRow[];
  /** Split by product: each series in its product's colour. */
  byProduct: boolean;
  periods: string[];
  /** A period as the axis names it: a day or a month, one way per language. */
  periodLabel: (period: string) => string;
  title: string;
}) {
  const translate = useTranslate();
  const byKey = new Map<string, { label: string; micros: number }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { label: row.label, micros: 0 };
    entry.micros += toMicros(row.amount);
    byKey.set(row.key, entry);
  }
  const ranked = [...byKey.entries()].sort((a, b) => b[1].micros - a[1].micros);
  const shown = new Set(ranked.slice(0, MAX_SERIES).map(([key]) => key));
  const seriesOf = (label: string, keep: (key: string) => boolean, color?: string) => {
    const micros = new Map(periods.map((period) => [period, 0]));
    for (const row of rows)
      if (keep(row.key))
        micros.set(row.period, (micros.get(row.period) ?? 0) + toMicros(row.amount));
    return {
      label,
      color,
      stack: 'spend',
      // drawn as numbers; labels and tooltips show the exact decimal, rounded to cents
      data: periods.map((period) => (micros.get(period) ?? 0) / 1_000_000),
      valueFormatter: (value: number | null) => formatMoney((value ?? 0).toFixed(6)),
    };
  };
  const series = ranked
    .slice(0, MAX_SERIES)
    .map(([key, entry]) =>
      seriesOf(entry.label, (k) => k === key, byProduct ? productColor(key) : undefined),
    );
  if (ranked.length > MAX_SERIES)
    series.push(seriesOf(translate('app.usage.other'), (k) => !shown.has(k), OTHER_COLOR));
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <BarChart
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: periods,
            valueFormatter: periodLabel,
            tickLabelInterval: evenlySpaced(periods.length),
          },
        ]}
        yAxis={[{ valueFormatter: (value: number) => formatNumber(value) }]}
        series={series}
      />
    </section>
  );
}
