import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { DatePicker } from './DatePicker';

/** How each kind of value is written: a day, or a month. */
const FORMATS = { day: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

export interface DayPickerProps {
  /** `YYYY-MM-DD` (or `YYYY-MM` for a month), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  kind?: keyof typeof FORMATS;
  name?: string;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  autoFocus?: boolean;
}

/**
 * A day or a month held as the API's text, picked with the console's date picker, so its
 * placeholder and calendar speak the console's language rather than the browser's.
 */
export function DayPicker({ value, onChange, label, kind = 'day', ...field }: DayPickerProps) {
  const format = FORMATS[kind];
  const picked = value ? dayjs(value) : null;
  return (
    <DatePicker
      label={label}
      value={picked?.isValid() ? picked : null}
      views={kind === 'month' ? ['year', 'month'] : undefined}
      openTo={kind === 'month' ? 'month' : undefined}
      format={kind === 'month' ? format : undefined}
      onChange={(day) => onChange(day?.isValid() ? day.format(format) : '')}
      slotProps={{ textField: field, field: { clearable: true } }}
    />
  );
}
