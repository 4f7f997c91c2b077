import { Suspense, useEffect } from 'react';
import Grid from '@mui/material/Grid';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { session } from '../../session';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { useSession } from '../../session/useSession';
import { AccountCard } from './AccountCard';
import { SpendChart } from './lazySpendChart';
import { ProductsCard } from './ProductsCard';
import { ServiceCard } from './ServiceCard';
import { baseInfoStartedAhead } from './startCalls';
import { WalletCard } from './WalletCard';

/**
 * /control/home: account and certification, wallet with top-up, service team and API docs,
 * the products with their actions, and the last 30 days' spend.
 */
export default function HomePage() {
  const { baseInfo } = useSession();
  // the wallet changes between visits (top-ups, usage): fetch it fresh each time, unless a
  // start on home has just asked for it
  useEffect(() => void session.loadBaseInfo(!baseInfoStartedAhead()), []);
  const canSeeBilling = baseInfo?.permissionGroups.includes('bill') ?? false;
  // what lies below a phone's first screen renders once the cards above are on screen (the
  // forecast line is a start's largest text): their first paint waits for less
  const belowReady = useAfterFirstPaint();
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <ScreenTitle title="app.home.title" />
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
        <ProductsCard placeholderOnly={!belowReady} />
      </Grid>
      {canSeeBilling && belowReady && (
        <Grid size={12}>
          {/* a chunk of its own: its answer comes with a start's page, so its round trip delays no call */}
          <Suspense fallback={null}>
            <SpendChart />
          </Suspense>
        </Grid>
      )}
    </Grid>
  );
}
