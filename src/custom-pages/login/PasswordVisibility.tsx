import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';

/** The eye at the end of a password field, with react-admin's PasswordInput's labels. */
export function PasswordVisibility({
  visible,
  onToggle,
}: {
  visible: boolean;
  onToggle: () => void;
}) {
  const translate = useTranslate();
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={translate(
          visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
        )}
        onClick={onToggle}
        size="small"
      >
        {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}
