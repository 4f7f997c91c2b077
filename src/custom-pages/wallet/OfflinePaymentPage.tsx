import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { topUpOptions } from '../../../contract/wallet';
import { formatMoney } from '../../utils/money';
import { InfoRow } from '../home/InfoRow';
import { BankDetails } from './BankDetails';
import { orderUrl } from '../../paths/wallet';
import { ResultShell } from './ResultShell';
import { useCall } from '../../ui/useCall';

/** /financialOverview/offlinePayment?id=…: the offline order and where to transfer the money. */
export default function OfflinePaymentPage() {
  const translate = useTranslate();
  const options = useCall(topUpOptions);
  const t = (key: string) => translate(`app.wallet.offline.${key}`);
  return (
    <ResultShell
      icon={<AccountBalanceIcon color="primary" fontSize="inherit" />}
      heading={t('title')}
    >
      {(topUp) => (
        <>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            {t('intro')}
          </Typography>
          <Box sx={{ width: '100%', maxWidth: 480, textAlign: 'left' }}>
            <InfoRow label={t('orderNo')}>{topUp.order.orderNo}</InfoRow>
            <InfoRow label={t('amount')}>{formatMoney(topUp.order.amount)}</InfoRow>
            <InfoRow label={t('status')}>
              {topUp.order.auditStatus === 'pending'
                ? t('pendingReview')
                : translate(`enums.orderStatus.${topUp.order.status}`)}
            </InfoRow>
          </Box>
          {options.data?.offline && (
            <Box sx={{ width: '100%', textAlign: 'left' }}>
              <BankDetails offline={options.data.offline} />
            </Box>
          )}
          <Button variant="contained" component={Link} to={orderUrl(topUp.order.id)}>
            {t('viewOrders')}
          </Button>
        </>
      )}
    </ResultShell>
  );
}
