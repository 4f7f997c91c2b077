import { useCopy } from '../../ui/useCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

/** Recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const translate = useTranslate();
  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(codes.join('\n'));
  return (
    <>
      <DialogContentText>{translate('profile.secondFactor.codesText')}</DialogContentText>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: 1,
          listStyle: 'none',
          p: 2,
          my: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 18,
          userSelect: 'all',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button startIcon={<ContentCopyIcon />} onClick={copy}>
        {translate(copied ? 'profile.secondFactor.copied' : 'profile.secondFactor.copy')}
      </Button>
    </>
  );
}
