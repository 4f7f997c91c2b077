import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiCall } from '../../contract/call';
import { download } from '../dataProvider';
import type { CallOptions } from '../dataProvider/callApi';

export interface DownloadButtonProps {
  call: ApiCall;
  /** Name used only when the server sends no Content-Disposition. */
  fallbackName: string;
  options?: CallOptions;
  /** i18n key of the label. */
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * Downloads a file answer and saves it under the server's Content-Disposition name
 * (spec section 7). Failures have had their toast from the HTTP layer.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { filename } = await download(props.call, props.fallbackName, props.options);
      notify('billing.export.done', { type: 'success', messageArgs: { name: filename } });
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      variant={props.variant ?? 'text'}
      startIcon={props.icon ?? <DownloadIcon />}
      disabled={busy || props.disabled}
      onClick={(event) => {
        // inside a list's row, a download is not a click on the row (which opens the record)
        event.stopPropagation();
        void run();
      }}
    >
      {translate(props.label)}
    </Button>
  );
}
