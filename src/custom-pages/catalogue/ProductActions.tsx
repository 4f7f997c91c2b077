import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CatalogueProduct } from '../../../contract/catalogue';
import { ActivateButton } from './ActivateButton';
import { API_KEYS_PATH } from '../../paths/catalogue';
import { useCanAccess } from '../../layout/useCanAccess';

export interface ProductActionsProps {
  product: CatalogueProduct;
  onChanged: () => void;
  onDetails: (product: CatalogueProduct) => void;
}

/**
 * The spec's product buttons: activate (unactivated) or use (activated: its API keys, offered
 * only to whoever may open them), learn more (the API documentation) and details.
 */
export function ProductActions({ product, onChanged, onDetails }: ProductActionsProps) {
  const translate = useTranslate();
  const mayUse = useCanAccess(API_KEYS_PATH);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {product.state === 'activated' ? (
        mayUse && (
          <Button size="small" variant="contained" component={Link} to={API_KEYS_PATH}>
            {translate('catalogue.products.use')}
          </Button>
        )
      ) : (
        <ActivateButton product={product} onActivated={onChanged} />
      )}
      <Button
        size="small"
        href={product.docUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-action="learn-more"
      >
        {translate('catalogue.products.learnMore')}
      </Button>
      <Button size="small" onClick={() => onDetails(product)} data-action="details">
        {translate('catalogue.products.details')}
      </Button>
    </Stack>
  );
}
