import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { walletForecast } from '../../../contract/walletAlerts';
import { formatMoney } from '../../utils/money';
import { formatNumber } from '../../utils/number';
import { useCall } from '../../ui/useCall';

/** "At the last 7 days' average spend, your balance lasts about N days." */
export function ForecastLine() {
  const translate = useTranslate();
  const { data } = useCall(walletForecast, { silent: true });
  if (!data) return null;
  const t = (key: string, values?: object) => translate(`app.wallet.forecast.${key}`, values);
  const spend = formatMoney(data.averageDailySpend);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="wallet-forecast" sx={{ mt: 1 }}>
      {data.daysLeft === null
        ? t('noSpend')
        : data.daysLeft < 1
          ? t('lastsOne', { spend })
          : t('lasts', { spend, days: formatNumber(data.daysLeft) })}
    </Typography>
  );
}
