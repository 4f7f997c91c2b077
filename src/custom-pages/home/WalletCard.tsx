import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BaseInfo } from '../../../contract/global';
import { formatMoney } from '../../utils/money';
import { InfoRow } from './InfoRow';

/** Balance, credit limit and available limit, formatted from their decimal strings. */
export function WalletCard({ wallet }: { wallet: BaseInfo['wallet'] | undefined }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.home.${key}`);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title={t('wallet')} />
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
          </>
        )}
      </CardContent>
    </Card>
  );
}
