import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { BaseInfo } from '../../../contract/global';
import { formatMoney } from '../../utils/money';
import { TOP_UP_PATH } from '../../paths/catalogue';
import { ForecastLine } from '../wallet/ForecastLine';
import { InfoRow } from './InfoRow';

/** Balance, credit limit and available limit, formatted from their decimal strings. */
export function WalletCard({
  wallet,
  canTopUp,
}: {
  wallet: BaseInfo['wallet'] | undefined;
  /** Top-up belongs to the bill permission group. */
  canTopUp: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.home.${key}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('wallet')}
        action={
          canTopUp ? (
            <Button variant="contained" component={Link} to={TOP_UP_PATH}>
              {translate('catalogue.home.topUp')}
            </Button>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!wallet ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('balance')}
            </Typography>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontWeight: 600, mb: 2, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatMoney(wallet.balance)}
            </Typography>
            <InfoRow label={t('creditLimit')}>{formatMoney(wallet.creditLimit)}</InfoRow>
            <InfoRow label={t('availableLimit')}>{formatMoney(wallet.availableLimit)}</InfoRow>
            {canTopUp && <ForecastLine />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
