import { Suspense, useState, type ComponentProps } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CatalogueProduct } from '../../../contract/catalogue';
import { lazyPage } from '../../errors/lazyPage';
import { withAreaMessages } from '../../i18n/i18nProvider';
import type * as Details from '../catalogue/ProductDetailsDialog';
import { ProductTile } from './ProductTile';
import { TILE_SIZE } from './productTiles';

/** With the chat widget generator's field (MUI's TextField, Select, Menu): loads when first opened. */
const ProductDetailsDialog = lazyPage<ComponentProps<typeof Details.ProductDetailsDialog>>(
  withAreaMessages(() =>
    import('../catalogue/ProductDetailsDialog').then((module) => ({
      default: module.ProductDetailsDialog,
    })),
  ),
  'ProductDetailsDialog',
);

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

/** Home's activated and unactivated products with activate, use, learn more and details. */
export function ProductSections({
  products,
  onChanged,
}: {
  products: CatalogueProduct[];
  onChanged: () => void;
}) {
  const translate = useTranslate();
  const [details, setDetails] = useState<CatalogueProduct | null>(null);
  // mounted from the first opening on, so the dialog's closing runs and gives the focus back
  const [opened, setOpened] = useState(false);
  const showDetails = (product: CatalogueProduct) => {
    setDetails(product);
    setOpened(true);
  };
  return (
    <>
      {(['activated', 'unactivated'] as const).map((state) => (
        <Section
          key={state}
          title={translate(`app.home.${state}`)}
          state={state}
          products={products}
          onChanged={onChanged}
          onDetails={showDetails}
        />
      ))}
      {opened && (
        <Suspense fallback={null}>
          <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
        </Suspense>
      )}
    </>
  );
}
