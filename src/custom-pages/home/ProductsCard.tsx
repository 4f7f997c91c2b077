import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listCatalogue } from '../../../contract/catalogue';
import { MORE_APIS_PATH } from '../../paths/catalogue';
import { useCall } from '../../ui/useCall';
import { useSession } from '../../session/useSession';
import { ProductSections } from './ProductSections';
import { TILE_HEIGHT, TILE_SIZE } from './productTiles';

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
          <ProductSections products={data.list} onChanged={reload} />
        )}
      </CardContent>
    </Card>
  );
}
