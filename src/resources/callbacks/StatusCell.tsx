import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Callback } from '../../../contract/callbacks';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import type { FieldDef } from '../define';
import { FieldValue } from '../views/FieldValue';

/** Active or disabled, and while a rotated-out secret still signs, until when. */
export function StatusCell({ field }: { field: FieldDef }) {
  const record = useRecordContext<Callback>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  if (!record) return null;
  const rotating =
    record.previousSecretExpiresAt !== null &&
    Date.parse(record.previousSecretExpiresAt) > Date.now();
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <FieldValue field={field} cell />
      {rotating && (
        // two short lines rather than one the column would cut: the time is what matters
        <Typography variant="caption" color="text.secondary" component="div">
          <div>{translate('devtools.callbacks.previousSigns')}</div>
          <div>{formatDate(record.previousSecretExpiresAt, language)}</div>
        </Typography>
      )}
    </Stack>
  );
}
