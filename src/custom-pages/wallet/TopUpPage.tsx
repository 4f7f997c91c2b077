import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useTranslate } from 'react-admin';
import { topUpOptions, walletOverview } from '../../../contract/wallet';
import { BuyCreditForm } from './BuyCreditForm';
import { FinancialOverview } from './FinancialOverview';
import { useCall } from '../../ui/useCall';
import { AlertsCard } from './AlertsCard';
import { AutoRechargeCard } from './AutoRechargeCard';

/** /home/topUp, "Top-up" as its menu entry: Financial overview, Buy credit, low-balance alerts, auto-recharge. */
export default function TopUpPage() {
  const translate = useTranslate();
  const overview = useCall(walletOverview);
  const options = useCall(topUpOptions);
  return (
    <Stack spacing={2}>
      {/* the menu's word is the page's: Top-up; the overview is its first part */}
      <Title title="menu.topUp" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('menu.topUp')}
      </Typography>
      <FinancialOverview overview={overview.data} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 3 }}>
            {translate('app.wallet.topUp.title')}
          </Typography>
          {options.data ? (
            <BuyCreditForm options={options.data} overview={overview.data} />
          ) : options.error ? (
            <Alert severity="error">{translate('errors.responseError')}</Alert>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </CardContent>
      </Card>
      <AlertsCard />
      <AutoRechargeCard />
    </Stack>
  );
}
