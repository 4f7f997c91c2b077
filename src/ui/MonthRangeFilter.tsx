import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatePicker } from './DatePicker';
import { useListContext, useTranslate } from 'react-admin';
import { monthRange } from '../../contract/bills';

type Edge = 'monthFrom' | 'monthTo';

/**
 * The month range of bill details. A range the contract refuses (reversed, or over 12
 * months) is shown with the spec's message and never sent; the server checks it too.
 */
export function MonthRangeFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [draft, setDraft] = useState<Record<Edge, string>>({
    monthFrom: String(filterValues.monthFrom ?? ''),
    monthTo: String(filterValues.monthTo ?? ''),
  });
  const checked = monthRange.safeParse(draft);
  const error = checked.success ? null : checked.error.issues[0].message;

  const change = (edge: Edge) => (picked: Dayjs | null) => {
    const next = { ...draft, [edge]: picked?.isValid() ? picked.format('YYYY-MM') : '' };
    setDraft(next);
    if (monthRange.safeParse(next).success) setFilters({ ...filterValues, ...next }, {});
  };
  const picker = (edge: Edge) => (
    <DatePicker
      label={translate(`billing.bill.${edge}`)}
      views={['year', 'month']}
      openTo="month"
      format="YYYY-MM"
      value={draft[edge] ? dayjs(`${draft[edge]}-01`) : null}
      onChange={change(edge)}
      slotProps={{
        textField: {
          size: 'small',
          name: edge,
          error: Boolean(error) && edge === 'monthTo',
          sx: { width: 160 },
        },
      }}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1 }}>
      {picker('monthFrom')}
      {picker('monthTo')}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {translate(error)}
        </Typography>
      )}
    </Stack>
  );
}
