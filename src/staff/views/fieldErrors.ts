import { useState } from 'react';
import { ApiError } from '../../dataProvider/ApiError';

type Notes = Record<string, string>;

const fieldsOf = (error: unknown): Notes =>
  (error instanceof ApiError && (error.data as { fields?: Notes } | null)?.fields) || {};

/**
 * What a refused call says about each field (`data.fields`: field → why, already in the
 * person's language), for a form that is not react-admin's to show under its fields; a
 * field's note goes once it is changed.
 */
export function useFieldErrors() {
  const [notes, setNotes] = useState<Notes>({});
  return {
    /** Keeps the notes of a refusal (none for any other failure). */
    take: (error: unknown) => setNotes(fieldsOf(error)),
    clear: (name: string) =>
      setNotes((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)),
      ),
    /** A TextField's props: marked, with the note, when the last refusal named it. */
    of: (name: string) => (notes[name] ? { error: true, helperText: notes[name] } : {}),
  };
}
