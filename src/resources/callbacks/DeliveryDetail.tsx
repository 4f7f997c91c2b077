import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { getDelivery } from '../../../contract/callbackEvents';
import { useCall } from '../../ui/useCall';

const code = { fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', m: 0 } as const;

function Part({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box component="pre" sx={{ ...code, overflowWrap: 'anywhere' }}>
        {text}
      </Box>
    </Box>
  );
}

/** What one attempt sent and what came back, read when its row is opened. */
export function DeliveryDetail({
  callbackId,
  deliveryId,
}: {
  callbackId: string;
  deliveryId: string;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`devtools.log.${key}`);
  const {
    data: delivery,
    error,
    loading,
    reload,
  } = useCall(getDelivery, { params: { id: callbackId, deliveryId } });

  if (error && !loading)
    return (
      <Alert
        severity="error"
        sx={{ my: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={reload}>
            {t('retryDetail')}
          </Button>
        }
      >
        {t('detailUnavailable')}
      </Alert>
    );
  if (!delivery) return <LinearProgress aria-label={t('loadingDetail')} sx={{ my: 1.5 }} />;
  const headers = Object.entries(delivery.requestHeaders)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <Stack spacing={1.5} sx={{ py: 1.5 }}>
      {delivery.eventId && <Part label={t('eventId')} text={delivery.eventId} />}
      <Part label={t('requestHeaders')} text={headers} />
      <Part label={t('requestBody')} text={delivery.requestBody || t('noBody')} />
      <Part label={t('responseBody')} text={delivery.responseExcerpt || t('noResponse')} />
    </Stack>
  );
}
