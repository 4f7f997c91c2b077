import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import type { Language } from '../../contract/constants';

dayjs.extend(localizedFormat);

/** dayjs locale name of each console language. */
export const DAYJS_LOCALE: Record<Language, string> = { en_US: 'en', zh_CN: 'zh-cn' };

/**
 * Localised formats: English reads "05/01/2024 3:04:05 PM", Chinese "2024/05/01 15:04:05".
 * Localised tokens (L, LTS) let dayjs pick the order and clock of each language.
 */
const FORMATS = { date: 'L', datetime: 'L LTS', month: 'YYYY-MM' } as const;
export type DateStyle = keyof typeof FORMATS;

/** Formats an ISO date or date-time for the given language; '' when missing or invalid. */
export function formatDate(
  value: string | Date | null | undefined,
  language: Language,
  style: DateStyle = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  return parsed.locale(DAYJS_LOCALE[language]).format(FORMATS[style]);
}

/** Makes dayjs's global locale follow the console language (used by the date pickers). */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
}

/**
 * The bound of a date-range filter for one picked day, as an ISO date-time with the
 * browser's offset: the first millisecond of the day (start) or its last (end), so both
 * ends are inclusive in the user's own time zone.
 */
export function dayBound(value: string | Date | dayjs.Dayjs, edge: 'start' | 'end'): string {
  const day = dayjs(value);
  return (edge === 'start' ? day.startOf('day') : day.endOf('day')).format(
    'YYYY-MM-DDTHH:mm:ss.SSSZ',
  );
}
