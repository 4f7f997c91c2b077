import type { Language } from '../../../contract/constants';

const INTL_LOCALE: Record<Language, string> = { en_US: 'en-US', zh_CN: 'zh-CN' };

/** A time since the message was sent in the person's language: "45 sec", "12 min", "1.5 hr". */
export function formatElapsed(ms: number, language: Language): string {
  const seconds = ms / 1000;
  const [value, unit] =
    seconds < 60
      ? [Math.round(seconds), 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 360) / 10, 'hour'];
  return new Intl.NumberFormat(INTL_LOCALE[language], {
    style: 'unit',
    unit,
    unitDisplay: 'short',
  }).format(value);
}
