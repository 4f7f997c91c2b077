import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { priceLabel } from '../catalogue/price';
import { ProductActions, type ProductActionsProps } from '../catalogue/ProductActions';

/** One product on home: name, introduction, price and its buttons. */
export function ProductTile({ product, onChanged, onDetails }: ProductActionsProps) {
  const translate = useTranslate();
  return (
    <Paper
      variant="outlined"
      data-product={product.key}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {product.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {product.introduction}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {priceLabel(product, translate)}
      </Typography>
      <Box>
        <ProductActions product={product} onChanged={onChanged} onDetails={onDetails} />
      </Box>
    </Paper>
  );
}
