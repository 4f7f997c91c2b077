import { useCopy } from '../../ui/useCopy';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/apiKeys';

/** The key in a fixed-width face, shortened on screen (whole on hover), with a copy button. */
export function KeyCell() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  const { copied, copy: copyText } = useCopy();
  if (!record) return null;
  const copy = () => copyText(record.apiKey);
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <span
        title={record.apiKey}
        style={{
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: 130,
          display: 'inline-block',
        }}
      >
        {record.apiKey}
      </span>
      <Tooltip title={translate(copied ? 'devtools.copied' : 'devtools.copy')}>
        <IconButton
          size="small"
          onClick={copy}
          aria-label={translate('devtools.copyNamed', { name: record.name })}
        >
          {copied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
