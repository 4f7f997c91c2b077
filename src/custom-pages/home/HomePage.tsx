import { useEffect } from 'react';
import Grid from '@mui/material/Grid';
import { Title } from 'react-admin';
import { session } from '../../session';
import { useSession } from '../../session/useSession';
import { AccountCard } from './AccountCard';
import { ProductsCard } from './ProductsCard';
import { WalletCard } from './WalletCard';

/** /control/home: account basics, wallet and products, all from the global calls. */
export default function HomePage() {
  const { baseInfo, allProductList, activatedProductKeys, productLoading } = useSession();
  // the wallet changes between visits (top-ups, usage): fetch it fresh each time
  useEffect(() => void session.loadBaseInfo(true), []);
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="app.home.title" />
      <Grid size={{ xs: 12, md: 6 }}>
        <AccountCard info={baseInfo} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WalletCard wallet={baseInfo?.wallet} />
      </Grid>
      <Grid size={12}>
        <ProductsCard
          products={allProductList}
          activatedKeys={activatedProductKeys}
          loading={productLoading}
        />
      </Grid>
    </Grid>
  );
}
