import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../utils/money';

export const CUSTOM = 'custom';

export interface AmountChoice {
  /** A preset amount, or CUSTOM. */
  choice: string;
  custom: string;
}

/** The recharge amount: one of the presets, or Customize with a typed amount. */
export function AmountPicker({
  presets,
  value,
  onChange,
  error,
}: {
  presets: string[];
  value: AmountChoice;
  onChange: (value: AmountChoice) => void;
  error: string | null;
}) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.wallet.topUp.${key}`);
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={value.choice}
        onChange={(_, choice: string | null) => choice && onChange({ ...value, choice })}
        aria-label={t('amount')}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': {
            borderRadius: 1,
            textTransform: 'none',
            color: 'text.primary',
          },
        }}
      >
        {presets.map((preset) => (
          <ToggleButton key={preset} value={preset} sx={{ minWidth: 110, height: 46 }}>
            {formatMoney(preset)} USD
          </ToggleButton>
        ))}
        <ToggleButton value={CUSTOM} sx={{ minWidth: 110, height: 46 }}>
          {t('customize')}
        </ToggleButton>
      </ToggleButtonGroup>
      {value.choice === CUSTOM && (
        <TextField
          label={t('customAmount')}
          value={value.custom}
          onChange={(event) => onChange({ ...value, custom: event.target.value })}
          placeholder={t('minimumHint')}
          helperText={error ?? t('minimumHint')}
          error={Boolean(error)}
          inputMode="decimal"
          sx={{ maxWidth: 320 }}
          slotProps={{ htmlInput: { 'aria-label': t('customAmount') } }}
        />
      )}
    </Stack>
  );
}
