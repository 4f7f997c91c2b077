import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { exportUsageSummary, usageSummary } from '../../../contract/usageSummary';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import { formatMoney } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import { DownloadButton } from '../../ui/DownloadButton';
import { useCall } from '../../ui/useCall';
import { UsageChart } from './UsageChart';
import { UsageFilters, type Choice } from './UsageFilters';
import { UsageTable } from './UsageTable';
import { useUsageQuery } from './useUsageQuery';

/** The values a split takes in the range (with their names), as filter choices. */
function useChoices(
  query: ReturnType<typeof useUsageQuery>['query'],
  splitBy: 'country' | 'subAccount',
) {
  const [locale] = useLocaleState();
  const language = locale.replace('_', '-');
  const { data } = useCall(usageSummary, {
    query: { from: query.from, to: query.to, groupBy: 'month', splitBy },
    silent: true,
  });
  const choices = new Map<string, Choice>();
  for (const row of data?.list ?? []) choices.set(row.key, { id: row.key, name: row.label });
  // names in the user's language, in its order (Chinese by pinyin)
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * /billing/usage: what the account spent, on what, where. Usage by day, week or month,
 * split by product, country, message type or account, as a stacked chart and a table
 * whose totals equal the bills of the same months; exported exactly as shown.
 */
export default function UsageExplorerPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const t = (key: string, values?: object) => translate(`app.usage.${key}`, values);
  const { query, draft, error, change } = useUsageQuery();
  const { data } = useCall(usageSummary, { query });
  const countries = useChoices(query, 'country');
  const accounts = useChoices(query, 'subAccount');
  const splitLabel = t(`splitBy.${query.splitBy}`);
  // the table names a day with its year; the chart's axis, whose range shows the year, without
  const periodLabel = (period: string, style: 'date' | 'day' = 'date') =>
    query.groupBy === 'month'
      ? formatDate(period, language, 'month')
      : query.groupBy === 'week'
        ? t('weekOf', { date: formatDate(period, language, style) })
        : formatDate(period, language, style);
  const periods = [...new Set(data?.list.map((row) => row.period))];
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="app.usage.title" />
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </div>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <UsageFilters
              draft={draft}
              error={error}
              countries={countries}
              accounts={accounts}
              onChange={change}
            />
            {!data && !error && <LinearProgress aria-label={t('title')} />}
            {data && (
              <>
                <Stack
                  direction="row"
                  useFlexGap
                  spacing={1}
                  sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
                >
                  <Typography sx={{ fontWeight: 600 }} data-testid="usage-summary">
                    {t('summary', {
                      quantity: formatNumber(data.totalQuantity),
                      amount: formatMoney(data.total),
                    })}
                  </Typography>
                  <Stack direction="row" spacing={1}>
                    {(['csv', 'xlsx'] as const).map((format) => (
                      <DownloadButton
                        key={format}
                        call={exportUsageSummary}
                        fallbackName={`usage.${format}`}
                        options={{ query: { ...query, format } }}
                        label={`app.usage.export${format === 'csv' ? 'Csv' : 'Xlsx'}`}
                        disabled={data.list.length === 0}
                      />
                    ))}
                  </Stack>
                </Stack>
                {data.list.length === 0 ? (
                  <Typography color="text.secondary">{t('empty')}</Typography>
                ) : (
                  <>
                    <UsageChart
                      rows={data.list}
                      periods={periods}
                      periodLabel={(period) => periodLabel(period, 'day')}
                      title={t('chartTitle', { split: splitLabel.toLowerCase() })}
                      byProduct={query.splitBy === 'product'}
                    />
                    <UsageTable
                      rows={data.list}
                      splitLabel={splitLabel}
                      periodLabel={periodLabel}
                      total={data.total}
                      totalQuantity={data.totalQuantity}
                    />
                  </>
                )}
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
