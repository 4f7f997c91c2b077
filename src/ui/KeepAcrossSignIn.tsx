import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { registerOpenForm, takeKeptForm } from '../session/keptForms';

type Values = Record<string, unknown>;

/**
 * Should the session end on the server while a form is open, its values (not its secrets)
 * are kept, and given back through `restore` when the person signs in again and returns.
 * For a form that keeps its values in React state; react-hook-form's use KeepAcrossSignIn.
 * `ready`: whether the form can take values now (nothing of its own will overwrite them).
 */
export function useKeepAcrossSignIn(
  id: string,
  values: () => Values,
  restore: (kept: Values) => void,
  ready = true,
) {
  const { pathname, search } = useLocation();
  const latest = useRef({ values, restore });
  useEffect(() => {
    latest.current = { values, restore };
  });
  useEffect(() => {
    if (!ready) return undefined;
    const kept = takeKeptForm(id, pathname + search);
    if (kept) latest.current.restore(kept);
    return registerOpenForm(id, () => latest.current.values());
  }, [id, pathname, search, ready]);
}

/** Inside a react-hook-form form: the same, for its fields. */
export function KeepAcrossSignIn({ id }: { id: string }) {
  const { getValues, setValue } = useFormContext();
  // react-admin's form resets itself to its record once mounted, after its children's effects
  const { isReady } = useFormState();
  useKeepAcrossSignIn(
    id,
    () => getValues() as Values,
    (kept) => {
      for (const [name, value] of Object.entries(kept))
        setValue(name, value, { shouldDirty: true });
    },
    isReady,
  );
  return null;
}
