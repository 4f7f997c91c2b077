import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker as MuiDatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
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
  // an empty field reads 年/月/日 as Chinese date fields do, not MUI's YYYY/MM/DD
  zh_CN: {
    ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
    fieldYearPlaceholder: () => '年',
    fieldMonthPlaceholder: () => '月',
    fieldDayPlaceholder: () => '日',
  },
};

/** The calendar's header as each language reads it: "November 2026", "2026年11月". */
const HEADER_FORMAT: Record<Language, string | undefined> = {
  en_US: undefined,
  zh_CN: 'YYYY年M月',
};

/**
 * MUI X's date picker in the console's language (texts, first day of week, formats). Each
 * picker brings its own localization provider: a provider around the whole layout cost
 * every signed-in render its work, for the three screens that pick dates.
 */
export function DatePicker(props: DatePickerProps) {
  const [locale] = useLocaleState();
  const language: Language = isLanguage(locale) ? locale : 'en_US';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[language]}
      localeText={LOCALE_TEXT[language]}
    >
      <MuiDatePicker
        {...props}
        slotProps={{ ...props.slotProps, calendarHeader: { format: HEADER_FORMAT[language] } }}
      />
    </LocalizationProvider>
  );
}
