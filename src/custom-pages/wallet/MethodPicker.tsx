import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { onlineChannel, topUpMethod, type TopUpMethod } from '../../../contract/wallet';

/** Credit card, WeChat Pay, Alipay and UnionPay pay in a provider's window. */
export const isOnline = (method: TopUpMethod) => onlineChannel.safeParse(method).success;

/**
 * The payment methods; online ones are off when the platform does not offer them, an online
 * method the payment provider cannot complete is not listed, and offline is not listed
 * without bank details to transfer to.
 */
export function MethodPicker({
  value,
  onChange,
  onlineEnabled,
  onlineChannels,
  offlineEnabled,
}: {
  value: TopUpMethod;
  onChange: (method: TopUpMethod) => void;
  onlineEnabled: boolean;
  onlineChannels: readonly TopUpMethod[];
  offlineEnabled: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.topUp.${key}`);
  return (
    <Stack spacing={1}>
      <RadioGroup
        row
        aria-label={t('method')}
        value={value}
        onChange={(event) => onChange(topUpMethod.parse(event.target.value))}
        sx={{ gap: 1 }}
      >
        {topUpMethod.options
          .filter((method) => method !== 'offline' || offlineEnabled)
          .filter(
            (method) => !isOnline(method) || !onlineEnabled || onlineChannels.includes(method),
          )
          .map((method) => (
            <FormControlLabel
              key={method}
              value={method}
              disabled={isOnline(method) && !onlineEnabled}
              control={<Radio />}
              label={t(`methods.${method}`)}
              sx={{
                m: 0,
                pr: 2,
                height: 46,
                border: 1,
                borderRadius: 1,
                borderColor: value === method ? 'primary.main' : 'divider',
              }}
            />
          ))}
      </RadioGroup>
      {!onlineEnabled && <Alert severity="info">{t('onlineUnsupported')}</Alert>}
      {!offlineEnabled && <Alert severity="info">{t('offlineUnavailable')}</Alert>}
    </Stack>
  );
}
