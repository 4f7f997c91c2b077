import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Language } from '../../contract/constants';

/** dayjs locale name of each console language. */
export const DAYJS_LOCALE: Record<Language, string> = { en_US: 'en', zh_CN: 'zh-cn' };

const INTL_LOCALE: Record<Language, string> = { en_US: 'en-US', zh_CN: 'zh-CN' };

/**
 * One way per language to write a moment, as Stripe's console does: English "May 1, 2024,
 * 3:04 PM", Chinese "2024年5月1日 15:04"; a day alone "May 1, 2024" / "2024年5月1日"; a
 * month "May 2024" / "2024年5月"; a day on a chart's axis "May 1" / "5月1日". In the browser's time zone; `zone` adds it ("GMT+8").
 */
const FORMATS = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  month: { year: 'numeric', month: 'short' },
  /** A day within a range whose year is plain (a chart's axis): "Nov 23" / "11月23日". */
  day: { month: 'short', day: 'numeric' },
  zone: { dateStyle: 'medium', timeStyle: 'long' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof FORMATS;

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (language: Language, style: DateStyle) => {
  const key = `${language}:${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[language], FORMATS[style]);
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Formats an ISO date or date-time for the given language; '' when missing or invalid. */
export function formatDate(
  value: string | Date | null | undefined,
  language: Language,
  style: DateStyle = 'datetime',
): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  return formatterOf(language, style).format(parsed.toDate());
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
