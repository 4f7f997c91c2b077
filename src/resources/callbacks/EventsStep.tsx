import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslate } from 'react-admin';
import { CALLBACK_EVENTS, type CallbackChannel } from '../../../contract/callbacks';

/** Step 2: the events of the channel to receive; at least one. */
export function EventsStep({
  channel,
  value,
  onChange,
  showError,
}: {
  channel: CallbackChannel;
  value: string[];
  onChange: (events: string[]) => void;
  showError: boolean;
}) {
  const translate = useTranslate();
  const toggle = (event: string, checked: boolean) =>
    onChange(checked ? [...value, event] : value.filter((chosen) => chosen !== event));
  return (
    <FormControl error={showError && value.length === 0} component="fieldset">
      <FormGroup aria-label={translate('devtools.wizard.events')}>
        {CALLBACK_EVENTS[channel].map((event) => (
          <FormControlLabel
            key={event}
            control={
              <Checkbox
                checked={value.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
              />
            }
            label={translate(`devtools.events.${event.replace('.', '_')}`)}
          />
        ))}
      </FormGroup>
      {showError && value.length === 0 && (
        <FormHelperText role="alert">{translate('devtools.eventsRequired')}</FormHelperText>
      )}
    </FormControl>
  );
}
