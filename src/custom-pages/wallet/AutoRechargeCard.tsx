import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import {
  AUTO_RECHARGE_MAX_PER_DAY,
  getAutoRecharge,
  putAutoRecharge,
  type AutoRechargeSettings,
} from '../../../contract/autoRecharge';
import { call } from '../../dataProvider';
import { useSession } from '../../session/useSession';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { useCall } from '../../ui/useCall';
import { formatMoney } from '../../utils/money';

/**
 * Auto-recharge of the wallet: below an amount, top up to a balance or by a fixed amount
 * with a card saved at a card checkout, within a daily count and a monthly cap; each field
 * says what it does, and the card says why it turned itself off when it did.
 */
export function AutoRechargeCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const t = (key: string, values?: object) => translate(`app.wallet.autoRecharge.${key}`, values);
  const { allProductList, activatedProductKeys } = useSession();
  const products = allProductList.filter((p) => activatedProductKeys.includes(p.key));
  const saved = useCall(getAutoRecharge, { silent: true });
  const [rule, setRule] = useState<AutoRechargeSettings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!saved.data) return;
    const { paymentMethods: _cards, consecutiveFailures: _f, ...settings } = saved.data;
    setRule({
      enabled: settings.enabled,
      below: settings.below,
      mode: settings.mode,
      amount: settings.amount,
      paymentMethodId: settings.paymentMethodId ?? saved.data.paymentMethods[0]?.id ?? null,
      productKey: settings.productKey ?? products[0]?.key ?? null,
      maxPerDay: settings.maxPerDay,
      monthlyCap: settings.monthlyCap,
    });
    // products come with the session, which outlives this card
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved.data]);

  if (!saved.data || !rule) return null;
  const state = saved.data;
  const set = (changes: Partial<AutoRechargeSettings>) => setRule({ ...rule, ...changes });
  const field = (name: keyof AutoRechargeSettings) => ({
    name,
    size: 'small' as const,
    label: t(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? t(`${name}Hint`),
  });

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      await call(putAutoRecharge, { body: rule, silent: true });
      notify(t('saved'), { type: 'success' });
      saved.reload();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        {state.disabledReason === 'failures' && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('turnedOff')}
          </Alert>
        )}
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FormControlLabel
            control={
              <Switch
                name="enabled"
                checked={rule.enabled}
                onChange={(event) => set({ enabled: event.target.checked })}
              />
            }
            label={t('enabled')}
          />
          <TextField
            {...field('below')}
            value={rule.below}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => set({ below: event.target.value })}
          />
          <RadioGroup
            row
            name="mode"
            aria-label={t('mode')}
            value={rule.mode}
            onChange={(event) => set({ mode: event.target.value === 'by' ? 'by' : 'to' })}
          >
            <FormControlLabel value="to" control={<Radio />} label={t('modeTo')} />
            <FormControlLabel value="by" control={<Radio />} label={t('modeBy')} />
          </RadioGroup>
          <TextField
            {...field('amount')}
            label={t(rule.mode === 'to' ? 'amountTo' : 'amountBy')}
            value={rule.amount}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => set({ amount: event.target.value })}
          />
          {state.paymentMethods.length === 0 ? (
            <Alert severity="info">{t('noCard')}</Alert>
          ) : (
            <TextField
              {...field('paymentMethodId')}
              select
              value={rule.paymentMethodId ?? ''}
              onChange={(event) => set({ paymentMethodId: event.target.value || null })}
            >
              {state.paymentMethods.map((card) => (
                <MenuItem key={card.id} value={card.id}>
                  {t('card', { brand: card.brand, last4: card.last4 })}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            {...field('productKey')}
            select
            value={rule.productKey ?? ''}
            onChange={(event) => set({ productKey: event.target.value || null })}
          >
            {products.map((product) => (
              <MenuItem key={product.key} value={product.key}>
                {product.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...field('maxPerDay')}
            type="number"
            value={rule.maxPerDay}
            slotProps={{ htmlInput: { min: 1, max: AUTO_RECHARGE_MAX_PER_DAY } }}
            onChange={(event) => set({ maxPerDay: Number(event.target.value) })}
          />
          <TextField
            {...field('monthlyCap')}
            value={rule.monthlyCap}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            onChange={(event) => set({ monthlyCap: event.target.value })}
          />
          <Typography variant="body2" color="text.secondary">
            {t('used', {
              count: state.usedToday,
              spent: formatMoney(state.spentThisMonth),
            })}
          </Typography>
          <div>
            <Button variant="contained" disabled={busy} onClick={save}>
              {t('save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
