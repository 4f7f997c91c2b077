import { TextInput, required } from 'react-admin';
import { sixDigits } from '../../../utils/validators';

const CODE_RULES = [required(), sixDigits];

/**
 * The six-digit code field of every code step (code sign-in, reset, sign-up, second factor,
 * contact changes): required, six digits, the numeric keypad and one-time-code autofill.
 */
export function CodeInput({ label, helperText }: { label: string; helperText?: string }) {
  return (
    <TextInput
      source="code"
      label={label}
      helperText={helperText}
      validate={CODE_RULES}
      autoComplete="one-time-code"
      inputProps={{ inputMode: 'numeric', maxLength: 6 }}
    />
  );
}
