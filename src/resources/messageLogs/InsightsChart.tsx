import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { MessageInsights } from '../../../contract/messageInsights';
import { isLanguage } from '../../i18n/language';
import { evenlySpaced } from '../../ui/chartAxis';
import { formatDate } from '../../utils/date';
import { formatNumber } from '../../utils/number';

/** Sent, delivered and failed messages by day; the axis names days one way per language. */
export function InsightsChart({ insights }: { insights: MessageInsights }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const days = insights.byDay.map((row) => row.day);
  const colors = {
    sent: palette.primary.main,
    delivered: palette.success.main,
    failed: palette.error.main,
  };
  const series = (['sent', 'delivered', 'failed'] as const).map((key) => ({
    id: key,
    color: colors[key],
    label: translate(`messageLogs.insights.figures.${key}`),
    data: insights.byDay.map((row) => row[key]),
    showMark: days.length <= 31,
    valueFormatter: (value: number | null) => formatNumber(value ?? 0),
  }));
  const title = translate('messageLogs.insights.chartTitle');
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <div
        role="img"
        aria-label={translate('messageLogs.insights.chartLabel', {
          from: formatDate(insights.from, language, 'date'),
          to: formatDate(insights.to, language, 'date'),
        })}
      >
        <LineChart
          height={280}
          xAxis={[
            {
              scaleType: 'point',
              data: days,
              valueFormatter: (day: string) => formatDate(day, language, 'day'),
              tickInterval: evenlySpaced(days.length),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => formatNumber(value), width: 48 }]}
          series={series}
          // room for the last day's label, centred on the axis's end
          margin={{ right: 32 }}
        />
      </div>
    </section>
  );
}
