import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/apiKeys';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';

/** A moment of the key as its day, the whole time on hover: the table keeps to a laptop. */
export function DayCell({ source }: { source: 'createdAt' | 'lastUsedAt' }) {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record?.[source];
  if (!value)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.list.emptyValue')}
      </Typography>
    );
  const language = isLanguage(locale) ? locale : 'en_US';
  return (
    <span title={formatDate(value, language)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value, language, 'date')}
    </span>
  );
}
