import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslate } from 'react-admin';
import { usageGroupBy, usageSplitBy, type UsageSummaryQuery } from '../../../contract/usageSummary';
import { useLookup } from '../../ui/lookups';
import { DatePicker } from '../../ui/DatePicker';

export interface Choice {
  id: string;
  name: string;
}

type Change = (next: Partial<Record<keyof UsageSummaryQuery, string>>) => void;

/** One searchable choice (countries and accounts can be many); empty means all. */
function ChoiceFilter(props: {
  name: string;
  label: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const selected = props.choices.find((choice) => choice.id === props.value) ?? null;
  return (
    <Autocomplete
      size="small"
      sx={{ width: 220 }}
      options={props.choices}
      value={selected}
      getOptionLabel={(choice) => choice.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, choice) => props.onChange(choice?.id ?? '')}
      renderInput={(params) => <TextField {...params} name={props.name} label={props.label} />}
    />
  );
}

/**
 * One end of the date range. What is being typed stays in the field; the question changes
 * only when the field holds a whole date.
 */
function DayFilter(props: {
  edge: 'from' | 'to';
  label: string;
  initial: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState<Dayjs | null>(props.initial ? dayjs(props.initial) : null);
  return (
    <DatePicker
      label={props.label}
      format="YYYY-MM-DD"
      value={value}
      onChange={(picked: Dayjs | null) => {
        setValue(picked);
        if (picked?.isValid()) props.onChange(picked.format('YYYY-MM-DD'));
      }}
      slotProps={{
        textField: {
          size: 'small',
          name: props.edge,
          sx: { width: 170 },
          error: Boolean(props.error),
          helperText: props.error ?? undefined,
        },
      }}
    />
  );
}

/** The explorer's question: dates, bucketing, split and the three filters. */
export function UsageFilters({
  draft,
  error,
  countries,
  accounts,
  onChange,
}: {
  draft: Record<string, string>;
  error: string | null;
  countries: Choice[];
  accounts: Choice[];
  onChange: Change;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.usage.${key}`);
  const products = useLookup('product');
  const day = (edge: 'from' | 'to') => (
    <DayFilter
      edge={edge}
      label={t(edge)}
      initial={draft[edge]}
      error={edge === 'to' && error ? translate(error) : null}
      onChange={(value) => onChange({ [edge]: value })}
    />
  );
  const select = (name: 'groupBy' | 'splitBy', values: readonly string[]) => (
    <TextField
      select
      size="small"
      name={name}
      label={t(`${name}Label`)}
      value={draft[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      sx={{ width: 150 }}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`${name}.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {day('from')}
      {day('to')}
      {select('groupBy', usageGroupBy.options)}
      {select('splitBy', usageSplitBy.options)}
      <ChoiceFilter
        name="productKey"
        label={t('filters.product')}
        choices={products}
        value={draft.productKey}
        onChange={(productKey) => onChange({ productKey })}
      />
      <ChoiceFilter
        name="country"
        label={t('filters.country')}
        choices={countries}
        value={draft.country}
        onChange={(country) => onChange({ country })}
      />
      <ChoiceFilter
        name="accountId"
        label={t('filters.account')}
        choices={accounts}
        value={draft.accountId}
        onChange={(accountId) => onChange({ accountId })}
      />
    </Stack>
  );
}
