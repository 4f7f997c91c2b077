import { useCopy } from './useCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export interface SecretRow {
  /** i18n key of the label. */
  label: string;
  value: string;
  /** Marks the value that will never be shown again. */
  secret?: boolean;
}

/** Values shown this once (a key's password, a token, a signing secret), each to copy. */
export function SecretDialog({
  title,
  rows,
  kept = 'hashed',
  onClose,
}: {
  title: string;
  rows: SecretRow[];
  /**
   * How the platform keeps the value, which the warning says: a password or token only as a
   * hash; a signing secret as it is, since signing needs it.
   */
  kept?: 'hashed' | 'toSign';
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { copied, copy: copyText } = useCopy();
  const copy = (row: SecretRow) => copyText(row.value, row.label);
  return (
    <Dialog open aria-labelledby="secret-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="secret-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(kept === 'toSign' ? 'devtools.shownOnceKeptToSign' : 'devtools.shownOnce')}
        </Alert>
        <Stack spacing={2}>
          {rows.map((row) => (
            <div key={row.label}>
              <Typography variant="caption" color="text.secondary">
                {translate(row.label)}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Typography
                  data-testid={row.secret ? 'secret-value' : undefined}
                  sx={{
                    fontFamily: 'monospace',
                    wordBreak: 'break-all',
                    userSelect: 'all',
                    flex: 1,
                  }}
                >
                  {row.value}
                </Typography>
                <Tooltip
                  title={translate(copied === row.label ? 'devtools.copied' : 'devtools.copy')}
                >
                  <IconButton
                    onClick={() => copy(row)}
                    aria-label={translate('devtools.copyNamed', { name: translate(row.label) })}
                  >
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </div>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('devtools.savedIt')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
