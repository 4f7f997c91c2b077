import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { walletForecast } from '../../contract/walletAlerts';
import { TOP_UP_PATH } from '../paths/catalogue';
import { useCall } from '../ui/useCall';
import { useOnWalletChange } from '../ui/walletChanged';
import { formatMoney } from '../utils/money';

/**
 * Across the console while the available limit is below the lowest alert threshold, with
 * the way to top up. Shown only to people who may top up (others' forecast call is refused
 * silently).
 */
export function LowBalanceBanner() {
  const translate = useTranslate();
  const { data, reload } = useCall(walletForecast, { silent: true });
  // the banner stays across pages: a payment made meanwhile is reflected at once
  useOnWalletChange(reload);
  if (!data?.belowThreshold) return null;
  return (
    <Alert
      severity="warning"
      data-testid="low-balance-banner"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" component={Link} to={TOP_UP_PATH}>
          {translate('app.wallet.forecast.topUp')}
        </Button>
      }
    >
      {translate('app.wallet.forecast.banner', {
        threshold: formatMoney(data.belowThreshold),
      })}
    </Alert>
  );
}
