import { useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/**
 * The authenticator's key to type by hand: wrapped on as many lines as it needs (whole on a
 * phone), in a monospace font, with a button that copies it.
 */
export function AuthenticatorKey({ secret }: { secret: string }) {
  const t = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // no clipboard (insecure origin): the key is on screen to select by hand
    }
  };
  return (
    <TextField
      label={t('staffConsole.enroll.secret')}
      value={secret}
      multiline
      slotProps={{
        htmlInput: {
          readOnly: true,
          'data-testid': 'staff-secret',
          style: { fontFamily: 'monospace', wordBreak: 'break-all' },
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => void copy()}
                aria-label={t(copied ? 'staffConsole.enroll.copied' : 'staffConsole.enroll.copy')}
              >
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
