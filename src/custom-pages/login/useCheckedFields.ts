import { useRef, useState } from 'react';

/** A rule of a field: a message key when the value is refused. */
export type Check = (value: string) => string | undefined;

/**
 * The state of a small form without a form library (the login page's entry stays light):
 * values, and refusals shown as react-admin's forms show them, from the first submit on,
 * then checked again at each change; a refused submit focuses the first refused field.
 */
export function useCheckedFields<Name extends string>(checks: Record<Name, Check[]>) {
  const names = Object.keys(checks) as Name[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((name) => [name, ''])) as Record<Name, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});

  const refusal = (name: Name, value: string) =>
    checks[name].map((check) => check(value)).find(Boolean);

  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted.current) setErrors((current) => ({ ...current, [name]: refusal(name, value) }));
    },
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
  });

  /** The values when every field passes; otherwise null, with the refusals shown. */
  const submit = (): Record<Name, string> | null => {
    submitted.current = true;
    const found = Object.fromEntries(
      names.map((name) => [name, refusal(name, values[name])]),
    ) as Partial<Record<Name, string>>;
    setErrors(found);
    const firstRefused = names.find((name) => found[name]);
    if (!firstRefused) return values;
    inputs.current[firstRefused]?.focus();
    return null;
  };

  return { field, submit };
}
