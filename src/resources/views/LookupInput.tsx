import { SelectInput } from 'react-admin';
import type { LookupName } from '../lookups';
import { useLookup } from '../lookups';

/** A select over a lookup's choices (names already in the user's language). */
export function LookupInput({
  source,
  lookup,
}: {
  source: string;
  lookup: LookupName;
  alwaysOn?: boolean;
}) {
  const choices = useLookup(lookup);
  return (
    <SelectInput source={source} choices={choices} translateChoice={false} sx={{ minWidth: 180 }} />
  );
}
