import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  useListContext,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  BULK_QUEUES,
  QUEUE_REASONS,
  bulkApproveCertifications,
  bulkApproveSenderIds,
  bulkApproveTemplates,
  certificationDocument,
  decideCertification,
  decideInvoice,
  decideOfflinePayment,
  decideSenderId,
  decideTemplate,
  type BulkQueue,
  type ReviewQueue,
} from '../../contract/staffReviews';
import type { ReviewReason } from '../../contract/review';
import type { ResourceDefinition } from '../resources/define';
import ResourceList from '../resources/views/ResourceList';
import ResourceShow from '../resources/views/ResourceShow';
import { queueOf } from './resources';
import { call } from './stack';

const DECIDE = {
  'sender-ids': decideSenderId,
  'message-templates': decideTemplate,
  certifications: decideCertification,
  'offline-payments': decideOfflinePayment,
  'invoice-applications': decideInvoice,
} as const;

const BULK = {
  'sender-ids': bulkApproveSenderIds,
  'message-templates': bulkApproveTemplates,
  certifications: bulkApproveCertifications,
} as const;

const isBulk = (queue: ReviewQueue): queue is BulkQueue =>
  (BULK_QUEUES as readonly string[]).includes(queue);

/** After a decision the counts in the menu and the list are read again. */
function useDecided() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['staff', 'reviewCounts'] });
    refresh();
  };
}

function BulkApproveButton({ queue }: { queue: BulkQueue }) {
  const t = useTranslate();
  const notify = useNotify();
  const decided = useDecided();
  const { selectedIds, onUnselectItems } = useListContext();
  const approve = async () => {
    const answer = await call(BULK[queue], { body: { ids: selectedIds.map(String) } });
    notify('staffConsole.decide.bulkDone', {
      type: 'success',
      messageArgs: { approved: answer.approved.length, skipped: answer.skipped.length },
    });
    onUnselectItems();
    decided();
  };
  return (
    <Button variant="contained" size="small" onClick={() => void approve().catch(() => undefined)}>
      {t('staffConsole.decide.bulkApprove')}
    </Button>
  );
}

/** A queue: its pending items oldest first; those approved without typing may be selected. */
export function QueueList({ def }: { def: ResourceDefinition }) {
  const queue = queueOf(def.name);
  return (
    <ResourceList
      def={def}
      actions={false}
      bulkActionButtons={isBulk(queue) ? <BulkApproveButton queue={queue} /> : false}
    />
  );
}

function DocumentLink() {
  const t = useTranslate();
  const record = useRecordContext();
  const [url, setUrl] = useState<string | null>(null);
  if (!record) return null;
  return url ? (
    <Link href={url} target="_blank" rel="noopener" download={`certification-${record.id}`}>
      {t('staffConsole.decide.openDocument')}
    </Link>
  ) : (
    <Button
      size="small"
      onClick={() =>
        void call(certificationDocument, { params: { id: String(record.id) } }).then(
          (document) => setUrl(document.dataUrl),
          () => undefined,
        )
      }
    >
      {t('staffConsole.decide.document')}
    </Button>
  );
}

/** Approve (with what the queue asks typed) or reject with a common reason and a note. */
function DecisionPanel({ queue }: { queue: ReviewQueue }) {
  const t = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const decided = useDecided();
  const record = useRecordContext();
  const reasons = QUEUE_REASONS[queue];
  const [reason, setReason] = useState<ReviewReason>(reasons[0]);
  const [note, setNote] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const params = { id: String(record.id) };

  const send = async (body: Record<string, string>, done: string) => {
    setBusy(true);
    try {
      await call(DECIDE[queue], { params, body });
      notify(done, { type: 'success' });
      decided();
      redirect('list', `reviews/${queue}`);
    } catch {
      setBusy(false);
    }
  };
  const typedField: Partial<Record<ReviewQueue, string>> = {
    'offline-payments': 'amountReceived',
    'invoice-applications': 'invoiceNo',
  };
  const field = typedField[queue];
  const approval: Record<string, string> = field ? { [field]: typed } : {};
  const rejection = { decision: 'reject', reason, ...(note.trim() && { note: note.trim() }) };

  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <Typography variant="h6" component="h2">
            {t('staffConsole.decide.title')}
          </Typography>
          {queue === 'certifications' && <DocumentLink />}
          {queue === 'offline-payments' && (
            <TextField
              label={t('staffConsole.decide.amountReceived')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          )}
          {queue === 'invoice-applications' && (
            <TextField
              label={t('staffConsole.decide.invoiceNo')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
          <Button
            variant="contained"
            color="success"
            disabled={busy}
            onClick={() =>
              void send({ decision: 'approve', ...approval }, 'staffConsole.decide.approved')
            }
          >
            {t('staffConsole.decide.approve')}
          </Button>
          <TextField
            select
            label={t('staffConsole.decide.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReviewReason)}
          >
            {reasons.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`enums.reviewReason.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('staffConsole.decide.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
          />
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => void send(rejection, 'staffConsole.decide.rejected')}
          >
            {t('staffConsole.decide.reject')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** An item of a queue: its declared fields, and the decision. */
export function QueueShow({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceShow def={def}>
      <DecisionPanel queue={queueOf(def.name)} />
    </ResourceShow>
  );
}
