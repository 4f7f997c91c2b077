import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CatalogueProduct } from '../../../contract/catalogue';
import { EnumChip } from '../../resources/views/EnumChip';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import { InfoRow } from '../home/InfoRow';
import { InlineChatGenerator } from './InlineChatGenerator';
import { pricingUrl } from '../../paths/catalogue';
import { priceLabel } from './price';

/** A product's details; WhatsApp's also hold the generator of the website chat widget. */
export function ProductDetailsDialog({
  product,
  onClose,
}: {
  product: CatalogueProduct | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`catalogue.details.${key}`);
  return (
    <Dialog
      open={product !== null}
      onClose={onClose}
      maxWidth={product?.key === 'whatsapp' ? 'md' : 'sm'}
      fullWidth
    >
      {product && (
        <>
          <DialogTitle>{product.name}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {product.introduction}
            </Typography>
            <InfoRow label={t('productId')}>{product.id}</InfoRow>
            <InfoRow label={t('state')}>
              <EnumChip
                name="productState"
                value={product.state}
                colors={{ activated: 'success' }}
              />
            </InfoRow>
            {product.activatedAt && (
              <InfoRow label={t('activatedAt')}>
                {formatDate(product.activatedAt, isLanguage(locale) ? locale : 'en_US')}
              </InfoRow>
            )}
            <InfoRow label={t('price')}>
              {priceLabel(product, translate)}
              {product.pricingTab && (
                <>
                  {' · '}
                  <Link
                    component={RouterLink}
                    to={pricingUrl(product.pricingTab)}
                    onClick={onClose}
                  >
                    {t('pricing')}
                  </Link>
                </>
              )}
            </InfoRow>
            <InfoRow label={t('docs')}>
              <Link href={product.docUrl} target="_blank" rel="noopener noreferrer">
                {product.docUrl}
              </Link>
            </InfoRow>
            {product.key === 'whatsapp' && <InlineChatGenerator />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
