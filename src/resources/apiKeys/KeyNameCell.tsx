import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/apiKeys';
import { useLookup } from '../../ui/lookups';
import { EnumChip } from '../views/EnumChip';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';

/**
 * The key's name with what sets it apart: default of its type, closed; under it, its scopes
 * when it has any (a line of its own, so the list still fits a laptop), and after a roll with
 * an overlap, until when the previous password still works.
 */
export function KeyNameCell() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const productNames = useLookup('product');
  if (!record) return null;
  const limitedTo = record.products.map(
    (key) => productNames.find((product) => product.id === key)?.name ?? key,
  );
  const scopes = [
    ...(record.access === 'read' ? [translate('enums.apiKeyAccess.read')] : []),
    ...(limitedTo.length > 0
      ? [translate('devtools.keys.limitedTo', { products: limitedTo.join(', ') })]
      : []),
  ];
  return (
    <Stack spacing={0.25}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
        <span>{record.name}</span>
        {record.isDefault && (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={translate('resources.api-key.fields.isDefault')}
          />
        )}
        {record.status === 'close' && <EnumChip name="apiKeyStatus" value="close" />}
      </Stack>
      {record.previousPasswordExpiresAt && (
        // two short lines rather than one the column would cut: the time is what matters
        <Typography variant="caption" color="warning.main" component="div">
          <div>{translate('devtools.keys.previousPasswordUntil')}</div>
          <div>
            {formatDate(record.previousPasswordExpiresAt, isLanguage(locale) ? locale : 'en_US')}
          </div>
        </Typography>
      )}
      {scopes.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {scopes.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}
