import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Callback } from '../../../contract/callbacks';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';

/** Above the list: each address the 5 days of failures disabled, and what to do about it. */
export function DisabledNotice() {
  const { data } = useListContext<Callback>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = isLanguage(locale) ? locale : 'en_US';
  const disabled = (data ?? []).filter((address) => address.status === 'disabled');
  if (disabled.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mx: 2, my: 1 }}>
      {disabled.map((address) => (
        <Alert key={address.id} severity="error">
          {translate('devtools.callbacks.disabledNotice', {
            name: address.name,
            date: formatDate(address.disabledAt, language),
          })}
        </Alert>
      ))}
    </Stack>
  );
}
