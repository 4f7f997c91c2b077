import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { MessageDetail } from '../../../contract/messageLogs';
import { FAILED_STATUSES } from '../../../contract/messageStatus';
import { isLanguage } from '../../i18n/language';
import { formatDate } from '../../utils/date';
import { formatElapsed } from './elapsed';

const FIELDS = 'resources.messages.fields';

/**
 * A message's journey: each status with its time and the time since sending, a failure
 * explained, and its body when the account keeps bodies.
 */
export function Journey() {
  const message = useRecordContext<MessageDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // the list's row stands in for the record until the message itself arrives
  if (!message?.journey) return null;
  const language = isLanguage(locale) ? locale : 'en_US';
  return (
    <Stack spacing={2} sx={{ px: 2, pb: 2 }}>
      {message.error && (
        <Alert severity="error">
          <AlertTitle>{translate(`${FIELDS}.failedWith`, { code: message.error.code })}</AlertTitle>
          <Typography variant="body2">{message.error.meaning}</Typography>
          <Typography variant="body2">{message.error.action}</Typography>
        </Alert>
      )}
      {message.body !== null && (
        <div>
          <Typography variant="subtitle1" component="h2">
            {translate('messagePrivacy.body')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Typography>
        </div>
      )}
      <Typography variant="subtitle1" component="h2">
        {translate(`${FIELDS}.journey`)}
      </Typography>
      <Stepper orientation="vertical" activeStep={message.journey.length}>
        {message.journey.map((step, index) => (
          <Step key={`${step.status}-${index}`} completed>
            <StepLabel error={FAILED_STATUSES.includes(step.status)}>
              {translate(`enums.messageStatus.${step.status}`)}
            </StepLabel>
            <StepContent TransitionProps={{ in: true }}>
              <Typography variant="body2" color="text.secondary">
                {formatDate(step.at, language)}
                {index > 0 &&
                  ` · ${translate(`${FIELDS}.sinceFirst`, {
                    time: formatElapsed(step.sinceFirstMs, language),
                  })}`}
              </Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
