import useMediaQuery from '@mui/material/useMediaQuery';
import type { FieldDef, ResourceDefinition } from '../define';

/** Where each kind of column starts to show (contract/resource.ts `list`). */
const SHOWN_FROM = { desktop: '(min-width:600px)', wide: '(min-width:1600px)' } as const;

/** The declared columns this screen's width shows, in their declared order. */
export function useColumnsThatFit(def: ResourceDefinition): FieldDef[] {
  const desktop = useMediaQuery(SHOWN_FROM.desktop, { noSsr: true });
  const wide = useMediaQuery(SHOWN_FROM.wide, { noSsr: true });
  return def.fields.filter(
    (field) =>
      field.list === true ||
      (field.list === 'desktop' && desktop) ||
      (field.list === 'wide' && wide),
  );
}
