import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { Product } from '../../../contract/global';

/** Products with their introduction and a link to their API documentation. */
export function ProductList({ title, products }: { title: string; products: Product[] }) {
  const translate = useTranslate();
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      {products.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.home.noProducts')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {products.map((product) => (
            <ListItem
              key={product.key}
              disableGutters
              data-product={product.key}
              secondaryAction={
                product.docUrl ? (
                  <Link
                    href={product.docUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                  >
                    {translate('app.home.docs')}
                  </Link>
                ) : undefined
              }
            >
              <ListItemText
                primary={product.name}
                secondary={product.introduction}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
