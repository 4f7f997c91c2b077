import { useState } from 'react';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import {
  getPricing,
  PRICING_COLUMNS,
  pricingTab,
  type PricingTab,
} from '../../../contract/catalogue';
import { PriceTable } from './PriceTable';
import { SearchField } from './SearchField';
import { useCall } from '../../ui/useCall';
import { useDebounced } from './useDebounced';

/** /pricing?tab=…: WhatsApp, OTP and SMS promotion prices by country, searchable by country. */
export default function PricingPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`catalogue.pricing.${key}`);
  const [params, setParams] = useSearchParams();
  const parsed = pricingTab.safeParse(params.get('tab'));
  const tab: PricingTab = parsed.success ? parsed.data : 'whatsapp';
  const [country, setCountry] = useState('');
  const search = useDebounced(country.trim());
  const { data, loading } = useCall(getPricing, {
    params: { tab },
    query: search ? { country: search } : {},
  });

  // while another tab loads, the previous tab's answer is not shown under the new tab
  const current =
    data && data.columns.join() === PRICING_COLUMNS[tab].map((column) => column.key).join()
      ? data
      : undefined;

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="catalogue.pricing.title" />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: PricingTab) => setParams({ tab: value }, { replace: true })}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {pricingTab.options.map((option) => (
            <Tab key={option} value={option} label={t(`tabs.${option}`)} />
          ))}
        </Tabs>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ p: 2, gap: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <SearchField label={t('search')} value={country} onChange={setCountry} />
          <Typography variant="body2" color="text.secondary">
            {t(`notes.${tab}`)}
          </Typography>
        </Stack>
        {loading && <LinearProgress />}
        {current && <PriceTable tab={tab} columns={current.columns} rows={current.list} />}
        {current && current.total === 0 && (
          <Typography sx={{ p: 3 }} color="text.secondary" role="status">
            {t('empty')}
          </Typography>
        )}
      </Card>
    </Stack>
  );
}
