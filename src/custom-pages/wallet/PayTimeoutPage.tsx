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

/**
 * /financialOverview/payTimeout?id=…: the payment window ran out. It says what the order
 * really is: cancelled, still awaiting payment (cancelled later if left so), or paid after all.
 */
export default function PayTimeoutPage() {
  const translate = useTranslate();
  const options = useCall(topUpOptions);
  const t = (key: string, values?: object) => translate(`app.wallet.result.${key}`, values);
  return (
    <ResultShell
      icon={<HourglassDisabledIcon color="warning" fontSize="inherit" />}
      heading={(topUp) => t(topUp.order.status === 'cancel' ? 'timeout' : 'stillUnpaid')}
    >
      {(topUp) => (
        <>
          <InfoRow label={t('orderNo')}>{topUp.order.orderNo}</InfoRow>
          <InfoRow label={t('status')}>
            {translate(`enums.orderStatus.${topUp.order.status}`)}
          </InfoRow>
          <Typography color="text.secondary">
            {topUp.order.status === 'paid'
              ? t('paidAfterAll')
              : t(topUp.order.status === 'cancel' ? 'timeoutText' : 'stillUnpaidText', {
                  minutes: options.data?.payTimeoutMinutes ?? '…',
                })}
          </Typography>
          <Button variant="contained" component={Link} to={TOP_UP_PATH}>
            {t('tryAgain')}
          </Button>
        </>
      )}
    </ResultShell>
  );
}
