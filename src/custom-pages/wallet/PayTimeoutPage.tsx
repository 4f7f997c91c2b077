import HourglassDisabledIcon from '@mui/icons-material/HourglassDisabled';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InfoRow } from '../home/InfoRow';
import { topUpOptions } from '../../../contract/wallet';
import { TOP_UP_PATH } from '../../paths/wallet';
import { ResultShell } from './ResultShell';
import { useCall } from '../../ui/useCall';

/** /financialOverview/payTimeout?id=…: the order was left unpaid too long and is cancelled. */
export default function PayTimeoutPage() {
  const translate = useTranslate();
  const options = useCall(topUpOptions);
  const t = (key: string, values?: object) => translate(`app.wallet.result.${key}`, values);
  return (
    <ResultShell
      icon={<HourglassDisabledIcon color="warning" fontSize="inherit" />}
      heading={t('timeout')}
    >
      {(topUp) => (
        <>
          <InfoRow label={t('orderNo')}>{topUp.order.orderNo}</InfoRow>
          <Typography color="text.secondary">
            {t('timeoutText', { minutes: options.data?.payTimeoutMinutes ?? '…' })}
          </Typography>
          <Button variant="contained" component={Link} to={TOP_UP_PATH}>
            {t('tryAgain')}
          </Button>
        </>
      )}
    </ResultShell>
  );
}
