import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DataOf } from '../../../contract/call';
import { menuPathOf } from '../../../contract/resource';
import type { walletOverview } from '../../../contract/wallet';
import { walletLedger } from '../../../contract/walletLedger';
import { LatestEntries } from '../../resources/walletLedger/LatestEntries';
import { formatMoney } from '../../utils/money';

type Overview = DataOf<typeof walletOverview>;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(value)}
      </Typography>
    </Grid>
  );
}

/** Entries the overview shows: the buying form stays above the fold on a laptop. */
const LATEST_ENTRIES = 3;

/** Balance, credit limit, available limit and the latest ledger entries of the wallet. */
export function FinancialOverview({ overview }: { overview: Overview | undefined }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.overview.${key}`);
  if (!overview) return <Skeleton variant="rounded" height={220} />;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.wallet.overview.title')}
        </Typography>
        <Grid container spacing={2} sx={{ mb: 1 }}>
          <Figure label={t('balance')} value={overview.balance} />
          <Figure label={t('creditLimit')} value={overview.creditLimit} />
          <Figure label={t('availableLimit')} value={overview.availableLimit} />
        </Grid>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('recent')}
          </Typography>
          <Button size="small" component={Link} to={menuPathOf(walletLedger)}>
            {t('allEntries')}
          </Button>
        </Stack>
        <LatestEntries count={LATEST_ENTRIES} />
      </CardContent>
    </Card>
  );
}
