import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'react-admin';
import { spendByProduct } from '../../../contract/catalogue';
import { isLanguage } from '../../i18n/language';
import { evenlySpaced } from '../../ui/chartAxis';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import { productColor } from '../../ui/productColors';
import { useCall } from '../../ui/useCall';
import { dailyTotals, niceScale } from './spendScale';

const WIDTH = 900;
const HEIGHT = 240;
const PAD = { left: 56, right: 8, top: 8, bottom: 28 };

/**
 * The last 30 days' spend as stacked bars, one colour per product, drawn as SVG (no chart
 * library: this is its whole job). Each bar segment tells its product, day and amount.
 */
export default function SpendChart() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`catalogue.home.${key}`, options);
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const { data } = useCall(spendByProduct);

  const body = () => {
    if (!data) return <Skeleton variant="rounded" height={HEIGHT} />;
    if (data.series.length === 0)
      return (
        <Typography color="text.secondary" role="status">
          {t('spendEmpty')}
        </Typography>
      );
    const totals = dailyTotals(data.series, data.days.length);
    const labelled = evenlySpaced(data.days.length);
    const { top, ticks } = niceScale(Math.max(...totals));
    const plotWidth = WIDTH - PAD.left - PAD.right;
    const plotHeight = HEIGHT - PAD.top - PAD.bottom;
    const slot = plotWidth / data.days.length;
    const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
    return (
      <>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={t('spendTitle')}
          style={{ display: 'block', fontSize: 11 }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="#e5e7eb"
              />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fill="#6b7280">
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {data.days.map((day, index) => {
            let base = 0;
            const x = PAD.left + index * slot + slot * 0.15;
            return (
              <g key={day} data-day={day}>
                {data.series.map((series) => {
                  const value = Number(series.amounts[index]);
                  if (value <= 0) return null;
                  const rect = (
                    <rect
                      key={series.productKey}
                      x={x}
                      width={slot * 0.7}
                      y={y(base + value)}
                      height={y(base) - y(base + value)}
                      fill={productColor(series.productKey)}
                    >
                      <title>{`${series.name} · ${t('spendDay', {
                        date: formatDate(day, language, 'date'),
                        amount: formatMoney(series.amounts[index]),
                      })}`}</title>
                    </rect>
                  );
                  base += value;
                  return rect;
                })}
                {labelled(day, index) && (
                  <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" fill="#6b7280">
                    {formatDate(day, language, 'day')}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 2, mt: 1 }}
          component="ul"
          aria-label={t('spendTitle')}
        >
          {data.series.map((series) => (
            <Box
              component="li"
              key={series.productKey}
              data-product={series.productKey}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, listStyle: 'none' }}
            >
              <Box
                sx={{
                  width: 12,
                  height: 12,
                  borderRadius: 0.5,
                  bgcolor: productColor(series.productKey),
                }}
              />
              <Typography variant="body2">
                {series.name}: {formatMoney(series.total)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </>
    );
  };

  return (
    <Card>
      <CardHeader
        title={t('spendTitle')}
        subheader={
          data && data.series.length > 0
            ? t('spendTotal', { amount: formatMoney(data.total) })
            : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>{body()}</CardContent>
    </Card>
  );
}
