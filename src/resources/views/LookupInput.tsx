import { AutocompleteInput, SelectInput } from 'react-admin';
import type { LookupName } from '../../ui/lookups';
import { useLookup } from '../../ui/lookups';

/** Past this many choices a filter is typed into rather than scrolled through. */
const SELECT_MAX = 30;

/** A filter over a lookup's choices (names already in the user's language). */
export function LookupInput({
  source,
  lookup,
}: {
  source: string;
  lookup: LookupName;
  alwaysOn?: boolean;
}) {
  const choices = useLookup(lookup);
  return choices.length > SELECT_MAX ? (
    <AutocompleteInput
      source={source}
      choices={choices}
      translateChoice={false}
      sx={{ minWidth: 220 }}
    />
  ) : (
    <SelectInput source={source} choices={choices} translateChoice={false} sx={{ minWidth: 180 }} />
  );
}
