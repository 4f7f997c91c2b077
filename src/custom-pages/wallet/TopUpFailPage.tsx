import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InfoRow } from '../home/InfoRow';
import { TOP_UP_PATH } from '../../paths/wallet';
import { ResultShell } from './ResultShell';

/**
 * /financialOverview/topUpFail?id=…: Recharge failed with its one reason (a generic one when
 * the provider gave none), what to do if it was paid after all, and Try again.
 */
export default function TopUpFailPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.result.${key}`);
  return (
    <ResultShell icon={<CancelIcon color="error" fontSize="inherit" />} heading={t('failed')}>
      {(topUp) => (
        <>
          <InfoRow label={t('reason')}>
            {topUp.order.status === 'unpaid'
              ? t('notReceived')
              : (topUp.order.failureReason ?? t('sorry'))}
          </InfoRow>
          <InfoRow label={t('orderNo')}>{topUp.order.orderNo}</InfoRow>
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            {t('issues')}
          </Typography>
          <Button variant="contained" component={Link} to={TOP_UP_PATH}>
            {t('tryAgain')}
          </Button>
        </>
      )}
    </ResultShell>
  );
}
