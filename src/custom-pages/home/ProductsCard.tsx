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
import { MORE_APIS_PATH } from '../../paths/catalogue';
import { useCall } from '../../ui/useCall';
import { useSession } from '../../session/useSession';
import { ProductTile } from './ProductTile';

const TILE_SIZE = { xs: 12, sm: 6, lg: 3 };
/** About a tile's height: placeholders of it keep the card's height when the list comes. */
const TILE_HEIGHT = 200;

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
            <Grid key={product.key} size={TILE_SIZE}>
              <ProductTile product={product} onChanged={onChanged} onDetails={onDetails} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}

/**
 * While the catalogue loads: its two sections with a placeholder per product the session
 * already knows (the layout loads them), so what is below does not move when it answers.
 */
function ProductsPlaceholder() {
  const translate = useTranslate();
  const { allProductList, activatedProductKeys } = useSession();
  if (allProductList.length === 0) return <Skeleton variant="rounded" height={160} />;
  const activated = allProductList.filter((p) => activatedProductKeys.includes(p.key)).length;
  const sections = [
    { title: 'app.home.activated', count: activated },
    { title: 'app.home.unactivated', count: allProductList.length - activated },
  ];
  return sections.map(({ title, count }) => (
    <div key={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, my: 1 }}>
        {translate(title)}
      </Typography>
      {count === 0 ? (
        <Typography variant="body2">&nbsp;</Typography>
      ) : (
        <Grid container spacing={2}>
          {Array.from({ length: count }, (_, index) => (
            <Grid key={index} size={TILE_SIZE}>
              <Skeleton variant="rounded" height={TILE_HEIGHT} />
            </Grid>
          ))}
        </Grid>
      )}
    </div>
  ));
}

/**
 * Activated and unactivated products with activate, use, learn more and details;
 * `placeholderOnly` shows the placeholders whatever the catalogue's state.
 */
export function ProductsCard({ placeholderOnly = false }: { placeholderOnly?: boolean }) {
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
        ) : !data || placeholderOnly ? (
          <ProductsPlaceholder />
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
