import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { TopToolbar, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { readAllNotices, type NoticeSummary } from '../../../contract/notices';
import { noticeUrl } from '../../paths/notice';
import { call } from '../../dataProvider';
import type { ResourceDefinition } from '../define';
import ResourceList from '../views/ResourceList';

function ReadState() {
  const translate = useTranslate();
  const read = useRecordContext<NoticeSummary>()?.read;
  return read ? (
    <Chip size="small" variant="outlined" label={translate('app.notice.read')} />
  ) : (
    <Chip size="small" color="primary" label={translate('app.notice.unread')} />
  );
}

function MarkAllRead() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const markAll = async () => {
    setBusy(true);
    try {
      await call(readAllNotices);
      refresh();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<MarkEmailReadIcon />} disabled={busy} onClick={markAll}>
      {translate('app.notice.markAllRead')}
    </Button>
  );
}

/** /notice: platform notices, newest first, the caller's unread ones marked; a row opens it. */
export default function NoticeList({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceList
      def={def}
      rowClick={(id) => noticeUrl(String(id))}
      rowsPerPage={[10, 25, 50]}
      emptyAction={false}
      actions={
        <TopToolbar>
          <MarkAllRead />
        </TopToolbar>
      }
      cells={{ read: <ReadState /> }}
    />
  );
}
