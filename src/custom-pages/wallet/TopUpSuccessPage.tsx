import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../utils/money';
import { InfoRow } from '../home/InfoRow';
import { orderUrl } from '../../paths/wallet';
import { ResultShell } from './ResultShell';

/**
 * /financialOverview/topUpSuccess?id=…: Recharge successful with every field of the order; a
 * balance payment says where the money went, since the wallet only went down.
 */
export default function TopUpSuccessPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.result.${key}`);
  return (
    <ResultShell
      icon={<CheckCircleIcon color="success" fontSize="inherit" />}
      heading={t('success')}
    >
      {(topUp) => (
        <>
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            {topUp.method === 'balance'
              ? translate('app.wallet.result.balanceText', {
                  amount: formatMoney(topUp.order.amount),
                  product: topUp.productName,
                })
              : t('successText')}
          </Typography>
          <Box sx={{ width: '100%', maxWidth: 480, textAlign: 'left' }}>
            <InfoRow label={t('orderNo')}>{topUp.order.orderNo}</InfoRow>
            <InfoRow label={t('product')}>{topUp.productName}</InfoRow>
            <InfoRow label={t('amount')}>{formatMoney(topUp.order.amount)} USD</InfoRow>
            <InfoRow label={t('method')}>
              {translate(`app.wallet.topUp.methods.${topUp.method}`)}
            </InfoRow>
            <InfoRow label={t('accountName')}>{topUp.accountName}</InfoRow>
            <InfoRow label={t('accountId')}>{topUp.accountId}</InfoRow>
          </Box>
          <Button variant="contained" component={Link} to={orderUrl(topUp.order.id)}>
            {t('viewOrder')}
          </Button>
        </>
      )}
    </ResultShell>
  );
}
