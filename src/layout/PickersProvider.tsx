import type { ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import { useLocaleState } from 'react-admin';
import type { Language } from '../../contract/constants';
import { isLanguage } from '../i18n/language';
import { DAYJS_LOCALE } from '../utils/date';

/** The pickers' own texts (toolbar titles, buttons, field placeholders) per language. */
const LOCALE_TEXT: Record<
  Language,
  typeof enUS.components.MuiLocalizationProvider.defaultProps.localeText
> = {
  en_US: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  zh_CN: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** MUI X date pickers in the console's language: texts, first day of week, formats. */
export function PickersProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const language: Language = isLanguage(locale) ? locale : 'en_US';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[language]}
      localeText={LOCALE_TEXT[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
