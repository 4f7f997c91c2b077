import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listCatalogue, type CatalogueProduct } from '../../../contract/catalogue';
import { ProductDetailsDialog } from '../catalogue/ProductDetailsDialog';
import { MORE_APIS_PATH } from '../catalogue/paths';
import { useCall } from '../catalogue/useCall';
import { ProductTile } from './ProductTile';

function Section({
  title,
  state,
  products,
  onChanged,
  onDetails,
}: {
  title: string;
  state: CatalogueProduct['state'];
  products: CatalogueProduct[];
  onChanged: () => void;
  onDetails: (product: CatalogueProduct) => void;
}) {
  const translate = useTranslate();
  const shown = products.filter((product) => product.state === state);
  return (
    <section aria-label={title} data-state={state}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, my: 1 }}>
        {title}
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('catalogue.products.none')}
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {shown.map((product) => (
            <Grid key={product.key} size={{ xs: 12, sm: 6, lg: 3 }}>
              <ProductTile product={product} onChanged={onChanged} onDetails={onDetails} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}

/** Activated and unactivated products with activate, use, learn more and details. */
export function ProductsCard() {
  const translate = useTranslate();
  const { data, error, reload } = useCall(listCatalogue);
  const [details, setDetails] = useState<CatalogueProduct | null>(null);
  return (
    <Card>
      <CardHeader
        title={translate('app.home.products')}
        action={
          <Button component={Link} to={MORE_APIS_PATH}>
            {translate('catalogue.home.moreApis')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error && !data ? (
          <Typography color="error" role="alert">
            {translate('catalogue.products.loadFailed')}{' '}
            <Button onClick={reload}>{translate('catalogue.products.retry')}</Button>
          </Typography>
        ) : !data ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          <>
            <Section
              title={translate('app.home.activated')}
              state="activated"
              products={data.list}
              onChanged={reload}
              onDetails={setDetails}
            />
            <Section
              title={translate('app.home.unactivated')}
              state="unactivated"
              products={data.list}
              onChanged={reload}
              onDetails={setDetails}
            />
          </>
        )}
      </CardContent>
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
    </Card>
  );
}
