import { Suspense, useEffect } from 'react';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { Title } from 'react-admin';
import { lazyPage } from '../../errors/lazyPage';
import { session } from '../../session';
import { useSession } from '../../session/useSession';
import { AccountCard } from './AccountCard';
import { ProductsCard } from './ProductsCard';
import { ServiceCard } from './ServiceCard';
import { WalletCard } from './WalletCard';

// the chart is its own chunk, fetched only by accounts that may see spend
const SpendChart = lazyPage(() => import('./SpendChart'), 'SpendChart');

/**
 * /control/home: account and certification, wallet with top-up, service team and API docs,
 * the products with their actions, and the last 30 days' spend.
 */
export default function HomePage() {
  const { baseInfo } = useSession();
  // the wallet changes between visits (top-ups, usage): fetch it fresh each time
  useEffect(() => void session.loadBaseInfo(true), []);
  const canSeeBilling = baseInfo?.permissionGroups.includes('bill') ?? false;
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="app.home.title" />
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <AccountCard info={baseInfo} />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WalletCard wallet={baseInfo?.wallet} canTopUp={canSeeBilling} />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ServiceCard />
      </Grid>
      <Grid size={12}>
        <ProductsCard />
      </Grid>
      {canSeeBilling && (
        <Grid size={12}>
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <SpendChart />
          </Suspense>
        </Grid>
      )}
    </Grid>
  );
}
