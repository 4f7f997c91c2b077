import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/**
 * The full-width submit button of the sign-in, reset and sign-up forms: disabled, with a
 * spinner, while the form is being sent.
 */
export function SubmitButton({ label, busy = false }: { label: string; busy?: boolean }) {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 2 }}>
      {busy ? <CircularProgress size={22} color="inherit" /> : translate(label)}
    </Button>
  );
}
