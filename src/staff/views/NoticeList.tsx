import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  CreateButton,
  DataTable,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { staffNoticeWithdraw } from '../../../contract/staffOperations';
import type { ResourceDefinition } from '../../resources/define';
import ResourceList from '../../resources/views/ResourceList';
import { Confirm } from '../../ui/Confirm';
import { call } from '../stack';

/** Takes a notice back from every account, after confirming. */
function WithdrawButton() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const withdraw = async () => {
    await call(staffNoticeWithdraw, { params: { id: String(record.id) } });
    setOpen(false);
    notify('staffConsole.notices.withdrawn', { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {t('staffConsole.notices.withdraw')}
      </Button>
      <Confirm
        isOpen={open}
        title="staffConsole.notices.withdraw"
        content="staffConsole.notices.withdrawText"
        translateOptions={{ title: String(record.title) }}
        onConfirm={() => void withdraw().catch(() => undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Published notices, newest first; write a new one, withdraw one. */
export default function NoticeList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick={false}
      actions={
        <TopToolbar>
          <CreateButton label="staffConsole.notices.write" />
        </TopToolbar>
      }
    >
      <DataTable.Col label="staffConsole.notices.actions" align="right">
        <WithdrawButton />
      </DataTable.Col>
    </ResourceList>
  );
}
