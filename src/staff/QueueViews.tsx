import { useState } from 'react';
import Box from '@mui/material/Box';
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
  BulkActionsToolbarClasses,
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
import { DecisionConfirm } from './DecisionConfirm';
import { queueOf } from './resources';
import { StaffMissing } from './StaffErrors';
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

const { toolbar: TOOLBAR, collapsed: COLLAPSED } = BulkActionsToolbarClasses;

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
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      const answer = await call(BULK[queue], { body: { ids: selectedIds.map(String) } });
      notify('staffConsole.decide.bulkDone', {
        type: 'success',
        messageArgs: { approved: answer.approved.length, skipped: answer.skipped.length },
      });
      onUnselectItems();
      decided();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setAsking(true)}>
        {t('staffConsole.decide.bulkApprove')}
      </Button>
      <DecisionConfirm
        decision="bulkApprove"
        isOpen={asking}
        loading={busy}
        args={{ count: selectedIds.length }}
        onConfirm={() => void approve().catch(() => undefined)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/** A queue: its pending items oldest first; those approved without typing may be selected. */
export function QueueList({ def }: { def: ResourceDefinition }) {
  const queue = queueOf(def.name);
  return (
    // the selection's toolbar takes its own line above the table: raised over the filters, as
    // react-admin places it, the list's horizontal scroll clipped it out of reach
    <Box sx={{ [`& .${TOOLBAR}:not(.${COLLAPSED})`]: { position: 'relative', transform: 'none' } }}>
      <ResourceList
        def={def}
        actions={false}
        bulkActionButtons={isBulk(queue) ? <BulkApproveButton queue={queue} /> : false}
      />
    </Box>
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

/**
 * Approve (with what the queue asks typed) or reject with a common reason the reviewer
 * chooses and a note; either is confirmed before it is sent.
 */
function DecisionPanel({ def }: { def: ResourceDefinition }) {
  const queue = queueOf(def.name);
  const t = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const decided = useDecided();
  const record = useRecordContext();
  const reasons = QUEUE_REASONS[queue];
  const [reason, setReason] = useState<ReviewReason | ''>('');
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
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
      setAsking(null);
    }
  };
  const typedField: Partial<Record<ReviewQueue, string>> = {
    'offline-payments': 'amountReceived',
    'invoice-applications': 'invoiceNo',
  };
  const field = typedField[queue];
  const approval: Record<string, string> = field ? { [field]: typed } : {};
  const rejection = { decision: 'reject', reason, ...(note.trim() && { note: note.trim() }) };
  const item = `${t(`resources.${def.name}.name`, { smart_count: 1 })} ${String(
    record[def.recordRepresentation ?? 'id'],
  )}`;
  const confirmed = () =>
    asking === 'reject'
      ? send(rejection, 'staffConsole.decide.rejected')
      : send({ decision: 'approve', ...approval }, 'staffConsole.decide.approved');

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
            onClick={() => setAsking('approve')}
          >
            {t('staffConsole.decide.approve')}
          </Button>
          <TextField
            select
            label={t('staffConsole.decide.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as ReviewReason)}
            helperText={reason ? undefined : t('staffConsole.decide.chooseReason')}
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
            disabled={busy || !reason}
            onClick={() => setAsking('reject')}
          >
            {t('staffConsole.decide.reject')}
          </Button>
        </Stack>
        <DecisionConfirm
          decision={asking ?? 'approve'}
          isOpen={asking !== null}
          loading={busy}
          args={{ item, reason: reason && t(`enums.reviewReason.${reason}`) }}
          onConfirm={() => void confirmed()}
          onClose={() => setAsking(null)}
        />
      </CardContent>
    </Card>
  );
}

/** An item of a queue: its declared fields, and the decision. */
export function QueueShow({ def }: { def: ResourceDefinition }) {
  return (
    <ResourceShow def={def} missing={<StaffMissing />}>
      <DecisionPanel def={def} />
    </ResourceShow>
  );
}
