import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import {
  DataTable,
  List,
  Pagination,
  TopToolbar,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { readAllNotices, type NoticeSummary } from '../../../contract/notices';
import { noticeUrl } from '../../custom-pages/notice/paths';
import { call } from '../../dataProvider';
import type { ResourceDefinition } from '../define';
import { FieldValue } from '../views/FieldValue';
import { ListError } from '../views/ListError';
import { filterInputs } from '../views/filterInputs';

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
    <List
      resource={def.name}
      sort={def.defaultSort}
      perPage={def.perPage}
      filters={filterInputs(def)}
      exporter={false}
      actions={
        <TopToolbar>
          <MarkAllRead />
        </TopToolbar>
      }
      error={<ListError />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable rowClick={(id) => noticeUrl(String(id))} bulkActionButtons={false}>
        {def.fields
          .filter((field) => field.list)
          .map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              disableSort={!def.sortable.includes(field.source)}
            >
              {field.source === 'read' ? <ReadState /> : <FieldValue field={field} />}
            </DataTable.Col>
          ))}
      </DataTable>
    </List>
  );
}
