import { useCopy } from '../../ui/useCopy';
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
  title = 'app.users.generatedTitle',
  text = 'app.users.generatedText',
}: {
  password: string;
  onClose: () => void;
  /** Message keys of the title and what to do with the password. */
  title?: string;
  text?: string;
}) {
  const translate = useTranslate();
  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(password);
  return (
    <Dialog open aria-labelledby="generated-password-title" maxWidth="xs" fullWidth>
      <DialogTitle id="generated-password-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(text)}</DialogContentText>
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
