import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { CHECK_EVENT, TEST_EVENT, type Callback } from '../../../contract/callbacks';
import { DatePicker } from '../../ui/DatePicker';
import { eventLabelKey } from './EventChips';

export interface DeliveryFilterValues {
  event: string;
  status: '' | 'succeeded' | 'failed';
  from: Dayjs | null;
  to: Dayjs | null;
}

export const NO_DELIVERY_FILTERS: DeliveryFilterValues = {
  event: '',
  status: '',
  from: null,
  to: null,
};

/** The delivery log's filters: event type, outcome, and a range of days. */
export function DeliveryFilters({
  record,
  value,
  onChange,
}: {
  record: Callback;
  value: DeliveryFilterValues;
  onChange: (value: DeliveryFilterValues) => void;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`devtools.log.${key}`);
  const events = [...record.events, TEST_EVENT, CHECK_EVENT];
  const picker = { size: 'small', fullWidth: false, sx: { width: 170 } } as const;
  /** "All …" shows while nothing is chosen, under its label. */
  const select = {
    select: { displayEmpty: true },
    inputLabel: { shrink: true },
  } as const;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('filtersLabel')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}
    >
      <TextField
        select
        size="small"
        fullWidth={false}
        slotProps={select}
        label={t('event')}
        value={value.event}
        onChange={(event) => onChange({ ...value, event: event.target.value })}
        sx={{ minWidth: 190 }}
      >
        <MenuItem value="">{t('allEvents')}</MenuItem>
        {events.map((event) => (
          <MenuItem key={event} value={event}>
            {translate(eventLabelKey(event), { _: event })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth={false}
        slotProps={select}
        label={t('status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.target.value as DeliveryFilterValues['status'] })
        }
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="">{t('allStatuses')}</MenuItem>
        <MenuItem value="succeeded">{t('succeeded')}</MenuItem>
        <MenuItem value="failed">{t('failed')}</MenuItem>
      </TextField>
      <DatePicker
        label={t('from')}
        value={value.from}
        disableFuture
        onChange={(from) => onChange({ ...value, from })}
        slotProps={{ textField: picker, field: { clearable: true } }}
      />
      <DatePicker
        label={t('to')}
        value={value.to}
        disableFuture
        onChange={(to) => onChange({ ...value, to })}
        slotProps={{ textField: picker, field: { clearable: true } }}
      />
    </Stack>
  );
}
