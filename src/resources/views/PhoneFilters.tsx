import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { FilterInput } from './filterInputs';

const FILTER_INPUT = '& .RaFilterForm-filterFormInput';

/**
 * A phone's toolbar without filters holds at most the floating create button: no empty card
 * above the rows.
 */
const NOTHING_ABOVE = {
  '& .RaList-actions, & .RaList-actions .MuiToolbar-root': {
    minHeight: 0,
    backgroundColor: 'transparent',
  },
};

/**
 * On a phone a list shows its first filter and folds the others behind a button that says how
 * many of them are set, so the rows start on the first screen. Wider screens show them all.
 */
export function usePhoneFilters(filters: FilterInput[]) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const folds = phone && filters.length > 2;
  const folded = folds && !open;
  return {
    sx: folded
      ? { [`${FILTER_INPUT}:nth-of-type(n+2)`]: { display: 'none' } }
      : phone && filters.length === 0
        ? NOTHING_ABOVE
        : undefined,
    toggle: folds ? (
      <FilterToggle
        open={open}
        onToggle={() => setOpen(!open)}
        folded={filters.slice(1).map((filter) => filter.props.source)}
      />
    ) : null,
  };
}

function FilterToggle({
  open,
  onToggle,
  folded,
}: {
  open: boolean;
  onToggle: () => void;
  folded: string[];
}) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const set = folded.filter((source) => isSet(filterValues[source])).length;
  const label = open
    ? 'app.list.fewerFilters'
    : set > 0
      ? 'app.list.moreFiltersSet'
      : 'app.list.moreFilters';
  return (
    <Button
      startIcon={<FilterListIcon />}
      aria-expanded={open}
      onClick={onToggle}
      sx={{ alignSelf: 'flex-start', mb: 1 }}
    >
      {translate(label, { smart_count: set })}
    </Button>
  );
}

const isSet = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  (typeof value !== 'object' || Object.values(value).some(isSet));
