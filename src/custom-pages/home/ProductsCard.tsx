import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import type { Product } from '../../../contract/global';
import { ProductList } from './ProductList';

export interface ProductsCardProps {
  products: Product[];
  activatedKeys: string[];
  loading: boolean;
}

/** Activated and unactivated products: names from the product config, state from actlist. */
export function ProductsCard({ products, activatedKeys, loading }: ProductsCardProps) {
  const translate = useTranslate();
  const activated = products.filter((product) => activatedKeys.includes(product.key));
  const unactivated = products.filter((product) => !activatedKeys.includes(product.key));
  return (
    <Card>
      <CardHeader title={translate('app.home.products')} />
      <CardContent sx={{ pt: 0 }}>
        {loading && products.length === 0 ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Grid container spacing={4}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ProductList title={translate('app.home.activated')} products={activated} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ProductList title={translate('app.home.unactivated')} products={unactivated} />
            </Grid>
          </Grid>
        )}
      </CardContent>
    </Card>
  );
}
