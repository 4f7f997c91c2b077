import Button from '@mui/material/Button';
import { DataTable, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffCallbackEnable } from '../../../contract/staffOperations';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { call } from '../stack';

function EnableButton() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  if (!record) return null;
  const enable = async () => {
    const answer = await call(staffCallbackEnable, { params: { id: String(record.id) } });
    notify('staffConsole.callbacks.enabled', {
      type: 'success',
      messageArgs: { failed: answer.failed },
    });
    refresh();
  };
  return (
    <Button size="small" onClick={() => void enable().catch(() => undefined)}>
      {t('staffConsole.callbacks.enable')}
    </Button>
  );
}

/** Callback addresses the platform stopped sending to; an admin sends to one again. */
export default function DisabledCallbackList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList def={def} actions={false} rowClick={false}>
      <DataTable.Col label="staffConsole.callbacks.actions" align="right">
        <EnableButton />
      </DataTable.Col>
    </ResourceList>
  );
}
