import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '../../ui/DatePicker';
import { useInput, useTranslate } from 'react-admin';
import { dayBound } from '../../utils/date';

export interface DateFilterInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** Which end of a range this input sets. */
  edge: 'start' | 'end';
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
}

/** One end of a date-range filter: an MUI X date picker writing an inclusive ISO bound. */
export function DateFilterInput({ source, label, edge }: DateFilterInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const value = typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
  const onChange = (picked: Dayjs | null) =>
    field.onChange(picked && picked.isValid() ? dayBound(picked, edge) : '');
  return (
    <DatePicker
      label={translate(label)}
      value={value}
      onChange={onChange}
      slotProps={{
        textField: { size: 'small', margin: 'dense', sx: { width: 190 }, name: source },
        field: { clearable: true },
      }}
    />
  );
}
