import type { ChangeEvent, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslate } from 'react-admin';

export interface SignInFieldProps {
  name: string;
  /** Message keys: the label, the hint under the field, the refusal that replaces the hint. */
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputRef?: (input: HTMLInputElement | null) => void;
}

/**
 * One field of the sign-in form, drawn as react-admin's TextInput draws it (an outlined
 * MUI field with the theme's size, its hint or refusal below) from MUI's parts: TextField
 * would bring Select, its menus and popovers into the login page's entry.
 */
export function SignInField({
  name,
  label,
  hint,
  error,
  value,
  onChange,
  type = 'text',
  autoComplete,
  autoFocus,
  endAdornment,
  inputRef,
}: SignInFieldProps) {
  const translate = useTranslate();
  const text = translate(label);
  const helperId = `${name}-helper-text`;
  return (
    <FormControl className={`ra-input ra-input-${name}`} error={Boolean(error)}>
      <InputLabel htmlFor={name} id={`${name}-label`}>
        {text}
      </InputLabel>
      <OutlinedInput
        id={name}
        name={name}
        label={text}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputRef={inputRef}
        aria-describedby={helperId}
      />
      <FormHelperText id={helperId}>
        {/* an empty hint keeps its line, as react-admin's inputs do, so a refusal moves nothing */}
        {error ? translate(error) : hint ? translate(hint) : '\u200b'}
      </FormHelperText>
    </FormControl>
  );
}
