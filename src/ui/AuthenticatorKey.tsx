import { useCopy } from './useCopy';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

interface Props {
  secret: string;
  /** Message keys: the field's label, its copy button's name, and that name once copied. */
  label: string;
  copy: string;
  copied: string;
  testId: string;
}

/**
 * An authenticator's key to type by hand: wrapped on as many lines as it needs (whole on a
 * phone), in a monospace font, with a button that copies it.
 */
export function AuthenticatorKey({ secret, label, copy, copied, testId }: Props) {
  const t = useTranslate();
  const { copied: done, copy: copyText } = useCopy();
  const copyKey = () => copyText(secret);
  return (
    <TextField
      label={t(label)}
      value={secret}
      multiline
      fullWidth
      slotProps={{
        htmlInput: {
          readOnly: true,
          'data-testid': testId,
          style: { fontFamily: 'monospace', wordBreak: 'break-all' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton onClick={() => void copyKey()} aria-label={t(done ? copied : copy)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
