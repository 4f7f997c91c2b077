import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Title, useCreate, useNotify, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  CALLBACK_EVENTS,
  callbackChannel,
  type Callback,
  type CallbackChannel,
  type CallbackInput,
} from '../../../contract/callbacks';
import { ApiError } from '../../dataProvider';
import { MissingPage } from '../../errors/MissingPage';
import { useKeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { BasicInfoStep, type BasicValues } from './BasicInfoStep';
import { ChannelStep } from './ChannelStep';
import { EventsStep } from './EventsStep';
import { CALLBACKS_PATH } from '../../paths/devtools';
import { SecretDialog } from '../../ui/SecretDialog';

const STEPS = ['channel', 'events', 'basic'] as const;

/**
 * The step a history entry holds, so the browser's Back goes a step back; `back`: the entry
 * before it is the step before (pushed by Next).
 */
interface StepEntry {
  step: number;
  back?: boolean;
}
const entryOf = (state: unknown): StepEntry => {
  const step = (state as Partial<StepEntry> | null)?.step;
  return {
    step: step === 1 || step === 2 ? step : 0,
    back: (state as Partial<StepEntry> | null)?.back === true,
  };
};

/**
 * /api-key/callback-setting/{type}: the callback address wizard (channel, events, basic
 * information). `{type}` is `new` or a channel to preselect. On save the server sends a real,
 * signed request; what went wrong is shown here, and a saved address shows its secret once.
 */
export default function CallbackWizard() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { type = '' } = useParams();
  const location = useLocation();
  const here = location.pathname + location.search;
  const preset = callbackChannel.safeParse(type);
  const entry = entryOf(location.state);
  const [channel, setChannel] = useState<CallbackChannel | null>(
    preset.success ? preset.data : null,
  );
  const [events, setEvents] = useState<string[]>([]);
  const [eventsTouched, setEventsTouched] = useState(false);
  const [typed, setTyped] = useState<BasicValues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [create] = useCreate<Callback & { secret: string }>();
  // as far as what was chosen allows (a reload keeps the entry, not the choices)
  const step = Math.min(entry.step, channel ? (events.length > 0 ? 2 : 1) : 0);
  const goTo = (next: number) => navigate(here, { state: { step: next, back: true } });
  const goBack = () => {
    if (entry.back) navigate(-1);
    else navigate(here, { replace: true, state: { step: step - 1 } });
  };
  useKeepAcrossSignIn(
    'api-key/callback-setting/steps',
    () => ({ step, channel, events }),
    (kept) => {
      const keptChannel = callbackChannel.safeParse(kept.channel);
      if (!keptChannel.success) return;
      const offered: readonly string[] = CALLBACK_EVENTS[keptChannel.data];
      const keptEvents = Array.isArray(kept.events)
        ? kept.events.filter((event): event is string => offered.includes(event))
        : [];
      setChannel(keptChannel.data);
      setEvents(keptEvents);
      navigate(here, { replace: true, state: { step: entryOf(kept).step } });
    },
  );

  if (type !== 'new' && !preset.success) return <MissingPage />;

  const pickChannel = (next: CallbackChannel) => {
    if (next !== channel) setEvents([]);
    setChannel(next);
  };
  // the second click of a double click would act on the step it opened
  const next = (click: MouseEvent) => {
    if (click.detail > 1) return;
    if (step === 1 && events.length === 0) return setEventsTouched(true);
    goTo(step + 1);
  };

  const save = async (values: CallbackInput) => {
    setFailure(null);
    setChecking(true);
    try {
      const created = await create(
        'api-key/callback-setting',
        { data: values, meta: { silent: true } },
        { returnPromise: true, onError: () => undefined },
      );
      setSecret(created ? created.secret : null);
      notify('devtools.callbacks.savedDone', { type: 'success' });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : translate('errors.network'));
      return fieldErrorsOf(error);
    } finally {
      setChecking(false);
    }
    return undefined;
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="devtools.wizard.title" />
      <CardContent>
        <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
          {translate('devtools.wizard.title')}
        </Typography>
        <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 720 }}>
          {STEPS.map((name) => (
            <Step key={name}>
              <StepLabel>{translate(`devtools.wizard.steps.${name}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <ChannelStep value={channel} onChange={pickChannel} />}
        {step === 1 && channel && (
          <EventsStep
            channel={channel}
            value={events}
            onChange={setEvents}
            showError={eventsTouched}
          />
        )}
        {step === 2 && channel && (
          <BasicInfoStep
            chosen={{ channel, events }}
            typed={typed}
            onSubmit={save}
            onBack={goBack}
            onLeave={setTyped}
            failure={failure}
            checking={checking}
          />
        )}
        {step < 2 && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            {step === 0 ? (
              <Button component={Link} to={CALLBACKS_PATH}>
                {translate('ra.action.cancel')}
              </Button>
            ) : (
              <Button onClick={(click) => click.detail < 2 && goBack()}>
                {translate('devtools.wizard.back')}
              </Button>
            )}
            <Button variant="contained" disabled={!channel} onClick={next}>
              {translate('devtools.wizard.next')}
            </Button>
          </Stack>
        )}
      </CardContent>
      {secret && (
        <SecretDialog
          kept="toSign"
          title="devtools.callbacks.createdTitle"
          rows={[{ label: 'devtools.callbacks.secret', value: secret, secret: true }]}
          onClose={() => navigate(CALLBACKS_PATH)}
        />
      )}
    </Card>
  );
}
