import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { registerOpenForm, takeKeptForm } from '../session/keptForms';

/**
 * Inside a form: should the session end on the server while it is open, its values (not
 * its secrets) are kept, and given back here when the person signs in again and returns.
 */
export function KeepAcrossSignIn({ id }: { id: string }) {
  const { getValues, setValue } = useFormContext();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const kept = takeKeptForm(id, pathname + search);
    if (kept)
      for (const [name, value] of Object.entries(kept))
        setValue(name, value, { shouldDirty: true });
    return registerOpenForm(id, () => getValues() as Record<string, unknown>);
  }, [id, pathname, search, getValues, setValue]);
  return null;
}
