import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import {
  exportMessageInsights,
  getMessageInsights,
  insightsRange,
  messageInsightsQuery,
} from '../../../contract/messageInsights';
import { messageChannel } from '../../../contract/messageStatus';
import { isLanguage } from '../../i18n/language';
import { MESSAGES_PATH } from '../../paths/devtools';
import { DatePicker } from '../../ui/DatePicker';
import { DownloadButton } from '../../ui/DownloadButton';
import { useLookup } from '../../ui/lookups';
import { useCall } from '../../ui/useCall';
import { formatDate } from '../../utils/date';
import { mendParams } from '../../utils/mendParams';
import { InsightsChart } from './InsightsChart';
import { InsightsFigures } from './InsightsFigures';
import { CountryTable, ErrorCodeTable } from './InsightsTables';

type Question = Record<string, string>;
const FILTERS = ['product', 'channel', 'country'] as const;

/** The last 7 days (UTC, as the daily counts are) with no filter. */
const defaults = (): Question => {
  const { from, to } = insightsRange({});
  return { from, to };
};

/**
 * The question in the address, so it can be bookmarked; a part the contract refuses goes back
 * to its default. A range the person picks that the contract refuses stays on screen, flagged.
 */
function useInsightsQuery() {
  const [params, setParams] = useSearchParams();
  const [refused, setRefused] = useState<{ draft: Question; error: string } | null>(null);
  const valid = mendParams(
    messageInsightsQuery,
    { ...defaults(), ...Object.fromEntries(params) },
    defaults(),
  );
  const change = (next: Question) => {
    const merged: Question = { ...(refused?.draft ?? valid), ...next };
    for (const key of FILTERS) if (!merged[key]) delete merged[key];
    const parsed = messageInsightsQuery.safeParse(merged);
    if (parsed.success) {
      setRefused(null);
      setParams(merged, { replace: true });
    } else setRefused({ draft: merged, error: parsed.error.issues[0].message });
  };
  return {
    query: messageInsightsQuery.parse(valid),
    draft: refused?.draft ?? valid,
    error: refused?.error ?? null,
    change,
  };
}

function DayField(props: {
  edge: 'from' | 'to';
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const [value, setValue] = useState<Dayjs | null>(dayjs(props.value));
  return (
    <DatePicker
      label={translate(`messageLogs.insights.${props.edge}`)}
      format="YYYY-MM-DD"
      value={value}
      onChange={(picked: Dayjs | null) => {
        setValue(picked);
        if (picked?.isValid()) props.onChange(picked.format('YYYY-MM-DD'));
      }}
      slotProps={{
        textField: {
          size: 'small',
          name: props.edge,
          sx: { width: { xs: '100%', sm: 170 } },
          error: Boolean(props.error),
          helperText: props.error ? translate(props.error) : undefined,
        },
      }}
    />
  );
}

function Filters({
  draft,
  error,
  onChange,
}: {
  draft: Question;
  error: string | null;
  onChange: (next: Question) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`messageLogs.insights.${key}`);
  const products = useLookup('product');
  const countries = useLookup('country');
  const wide = { width: { xs: '100%', sm: 200 } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <DayField
        edge="from"
        value={draft.from}
        error={null}
        onChange={(from) => onChange({ from })}
      />
      <DayField edge="to" value={draft.to} error={error} onChange={(to) => onChange({ to })} />
      <TextField
        select
        size="small"
        name="product"
        label={translate('resources.messages.fields.product')}
        value={draft.product ?? ''}
        onChange={(event) => onChange({ product: event.target.value })}
        sx={wide}
      >
        <MenuItem value="">{t('allProducts')}</MenuItem>
        {products.map((product) => (
          <MenuItem key={product.id} value={product.id}>
            {product.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        name="channel"
        label={translate('resources.messages.fields.channel')}
        value={draft.channel ?? ''}
        onChange={(event) => onChange({ channel: event.target.value })}
        sx={wide}
      >
        <MenuItem value="">{t('allChannels')}</MenuItem>
        {messageChannel.options.map((channel) => (
          <MenuItem key={channel} value={channel}>
            {translate(`enums.messageChannel.${channel}`)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        sx={wide}
        options={countries}
        value={countries.find((c) => c.id === draft.country) ?? null}
        getOptionLabel={(choice) => choice.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_event, choice) => onChange({ country: choice?.id ?? '' })}
        renderInput={(params) => (
          <TextField
            {...params}
            name="country"
            label={translate('resources.messages.fields.country')}
            placeholder={t('allCountries')}
          />
        )}
      />
    </Stack>
  );
}

/**
 * /messages/insights: how a range's traffic landed (headline figures against the period
 * before, a chart by day, failures by code and by country), from the daily counts, and the
 * same as a CSV file.
 */
export default function MessageInsightsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const t = (key: string, values?: object) => translate(`messageLogs.insights.${key}`, values);
  const { query, draft, error, change } = useInsightsQuery();
  const { data } = useCall(getMessageInsights, { query });
  const day = (value: string) => formatDate(value, language, 'date');
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="messageLogs.insights.title" />
      <div>
        <Button component={Link} to={MESSAGES_PATH} startIcon={<ArrowBackIcon />} size="small">
          {t('backToList')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </div>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Filters draft={draft} error={error} onChange={change} />
            {!data && <LinearProgress aria-label={t('title')} />}
            {data && (
              <Stack
                direction="row"
                useFlexGap
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
              >
                <Typography color="text.secondary" variant="body2">
                  {t('comparedWith', { from: day(data.previousFrom), to: day(data.previousTo) })}
                </Typography>
                <DownloadButton
                  call={exportMessageInsights}
                  fallbackName="message-insights.csv"
                  options={{ query }}
                  label="messageLogs.insights.download"
                />
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
      {data && (
        <>
          <InsightsFigures current={data.current} previous={data.previous} />
          <Card variant="outlined">
            <CardContent>
              {data.current.sent === 0 ? (
                <Typography color="text.secondary">{t('noTraffic')}</Typography>
              ) : (
                <InsightsChart insights={data} />
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={3}>
                <ErrorCodeTable rows={data.byErrorCode} />
                <CountryTable rows={data.byCountry} />
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
