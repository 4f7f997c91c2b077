import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { billSpend } from '../../contract/bills';
import { useLookup } from './lookups';
import { isLanguage } from '../i18n/language';
import { formatDate } from '../utils/date';
import { formatMoney } from '../utils/money';
import { evenlySpaced } from './chartAxis';
import { productColor } from './productColors';
import { useCall } from './useCall';

/** Monthly spend by product over the chosen range: stacked bars, one colour per product. */
export default function SpendChart({ query }: { query: Record<string, string> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const products = useLookup('product');
  const { data } = useCall(billSpend, { query, silent: true });
  if (!data) return null;
  const nameOf = (key: string) => products.find((p) => p.id === key)?.name ?? key;
  return (
    <section aria-label={translate('billing.bill.chartTitle')}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
        {translate('billing.bill.chartTitle')}
      </Typography>
      {data.series.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
          {translate('billing.bill.noSpend')}
        </Typography>
      ) : (
        <BarChart
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: data.months,
              valueFormatter: (month: string) => formatDate(month, language, 'month'),
              tickLabelInterval: evenlySpaced(data.months.length),
            },
          ]}
          // amounts arrive as decimal strings; the chart only draws them
          series={data.series.map((s) => ({
            label: nameOf(s.productKey),
            color: productColor(s.productKey),
            data: s.amounts.map(Number),
            stack: 'spend',
            valueFormatter: (value: number | null) => formatMoney(String(value ?? 0)),
          }))}
          margin={{ left: 10, right: 10 }}
        />
      )}
    </section>
  );
}
