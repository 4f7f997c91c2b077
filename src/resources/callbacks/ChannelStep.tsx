import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { callbackChannel, type CallbackChannel } from '../../../contract/callbacks';

/** Step 1: the channel (product category) whose events the address receives. */
export function ChannelStep({
  value,
  onChange,
}: {
  value: CallbackChannel | null;
  onChange: (channel: CallbackChannel) => void;
}) {
  const translate = useTranslate();
  return (
    <RadioGroup
      aria-label={translate('devtools.wizard.channel')}
      value={value ?? ''}
      onChange={(event) => onChange(callbackChannel.parse(event.target.value))}
    >
      {callbackChannel.options.map((channel) => (
        <FormControlLabel
          key={channel}
          value={channel}
          control={<Radio />}
          label={
            <>
              <Typography component="span">{translate(`enums.apiKeyType.${channel}`)}</Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {translate(`devtools.wizard.channelHint.${channel}`)}
              </Typography>
            </>
          }
        />
      ))}
    </RadioGroup>
  );
}
