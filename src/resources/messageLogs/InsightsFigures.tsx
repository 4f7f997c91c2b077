import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import type { InsightsFigures as Figures } from '../../../contract/messageInsights';
import { formatNumber } from '../../utils/number';

type Key = 'sent' | 'delivered' | 'failed' | 'deliveryRate' | 'readRate' | 'verificationRate';
const SHOWN: Key[] = [
  'sent',
  'delivered',
  'deliveryRate',
  'failed',
  'readRate',
  'verificationRate',
];
const RATES = new Set<Key>(['deliveryRate', 'readRate', 'verificationRate']);

/** A share as a percentage, always with one decimal ("97.4 %", "88.0 %"); a dash for none. */
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toFixed(1)}\u00a0%`;

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/**
 * The headline figures, each with its change against the previous period: a count's change in
 * percent, a rate's in percentage points.
 */
export function InsightsFigures({ current, previous }: { current: Figures; previous: Figures }) {
  const translate = useTranslate();
  const t = (key: string, values?: object) => translate(`messageLogs.insights.${key}`, values);
  const changeOf = (key: Key) => {
    const [now, before] = [current[key], previous[key]];
    if (now === null || before === null || (!RATES.has(key) && before === 0))
      return t('noPrevious');
    if (RATES.has(key)) {
      const points = (now - before) * 100;
      return t('change', {
        change: t('points', { value: signed(points, points.toFixed(1)) }),
      });
    }
    const percent = ((now - before) / before) * 100;
    return t('change', { change: `${signed(percent, percent.toFixed(1))}\u00a0%` });
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {SHOWN.map((key) => {
        const value = current[key];
        const before = previous[key];
        return (
          <Card key={key} variant="outlined" data-testid={`insights-${key}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" component="h2">
                {t(`figures.${key}`)}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
                {RATES.has(key) ? formatRate(value) : formatNumber(value)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {changeOf(key)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('previous', {
                  value: RATES.has(key) ? formatRate(before) : formatNumber(before),
                })}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
