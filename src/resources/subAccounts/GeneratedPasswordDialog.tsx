import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** A generated password, shown this once: the server keeps only its hash. */
export function GeneratedPasswordDialog({
  password,
  onClose,
}: {
  password: string;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // no clipboard access (insecure origin): the password is on screen to copy by hand
    }
  };
  return (
    <Dialog open aria-labelledby="generated-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="generated-password-title">
        {translate('app.users.generatedTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('app.users.generatedText')}</DialogContentText>
        <Typography
          data-testid="generated-password"
          sx={{ fontFamily: 'monospace', fontSize: 22, my: 2, userSelect: 'all' }}
        >
          {password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          {translate(copied ? 'app.users.copied' : 'app.users.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.users.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
