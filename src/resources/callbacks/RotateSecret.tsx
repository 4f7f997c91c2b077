import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { rotateCallbackSecret } from '../../../contract/callbackEvents';
import type { Callback } from '../../../contract/callbacks';
import { call } from '../../dataProvider';
import { Confirm } from '../../ui/Confirm';
import { SecretDialog } from '../../ui/SecretDialog';

/** Confirms, rotates, and shows the new secret once; the old one signs beside it for 24 hours. */
export function RotateSecret({ record, onClose }: { record: Callback; onClose: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const name = record.name;

  if (secret)
    return (
      <SecretDialog
        kept="toSign"
        title={translate('devtools.callbacks.rotatedTitle', { name })}
        rows={[{ label: 'devtools.callbacks.secret', value: secret, secret: true }]}
        onClose={() => {
          refresh();
          onClose();
        }}
      />
    );

  const rotate = async () => {
    setBusy(true);
    try {
      setSecret((await call(rotateCallbackSecret, { params: { id: record.id } })).secret);
    } catch {
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Confirm
      isOpen
      loading={busy}
      title="devtools.callbacks.confirmRotate.title"
      content="devtools.callbacks.confirmRotate.content"
      translateOptions={{ name }}
      onConfirm={rotate}
      onClose={onClose}
    />
  );
}
