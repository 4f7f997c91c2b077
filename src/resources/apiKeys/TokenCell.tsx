import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/apiKeys';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';

/** The key's token: none, never expires, expires on a date, or expired. */
export function TokenCell() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const { token } = record;
  // one line, so the column keeps the width of its text in every language
  const sx = { whiteSpace: 'nowrap' } as const;
  if (!token)
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={sx}>
        {translate('devtools.token.none')}
      </Typography>
    );
  if (!token.expiresAt)
    return (
      <Typography component="span" variant="body2" sx={sx}>
        {translate('devtools.token.never')}
      </Typography>
    );
  const date = formatDate(token.expiresAt, isLanguage(locale) ? locale : 'en_US', 'date');
  return (
    <Typography
      component="span"
      variant="body2"
      color={token.expired ? 'error' : undefined}
      sx={sx}
    >
      {translate(token.expired ? 'devtools.token.expiredOn' : 'devtools.token.until', { date })}
    </Typography>
  );
}
