import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Confirm } from '../../ui/Confirm';
import { fromMicros, toMicros } from '../../../contract/money';
import { useNavigate } from 'react-router-dom';
import type { DataOf } from '../../../contract/call';
import {
  createTopUp,
  topUpAmount,
  type TopUp,
  type TopUpMethod,
  type topUpOptions,
  type walletOverview,
} from '../../../contract/wallet';
import { call } from '../../dataProvider';
import { ApiError } from '../../dataProvider/ApiError';
import { useSession } from '../../session/useSession';
import { formatMoney } from '../../utils/money';
import { useKeepAcrossSignIn } from '../../ui/KeepAcrossSignIn';
import { fieldErrorsOf } from '../../ui/serverErrors';
import { AmountPicker, CUSTOM, type AmountChoice } from './AmountPicker';
import { BankDetails } from './BankDetails';
import { balanceRefusal } from './balanceRefusal';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { isOnline, MethodPicker } from './MethodPicker';
import { OFFLINE_PAYMENT_PATH, resultUrl, TOP_UP_SUCCESS_PATH } from '../../paths/wallet';
import { Field } from './Field';

type Options = DataOf<typeof topUpOptions>;
type Overview = DataOf<typeof walletOverview>;

/** Whether a kept method is one this screen offers now. */
const offered = (options: Options, method: unknown): method is TopUpMethod =>
  (typeof method === 'string' && (options.onlineChannels as string[]).includes(method)) ||
  (method === 'offline' && options.offline !== null) ||
  method === 'balance';

/**
 * Buy credit: product, balance, payment method and amount. Online methods open the
 * provider's checkout in a new window and ask whether the payment was completed; offline
 * creates an order awaiting review; balance payment pays at once from the available limit.
 */
export function BuyCreditForm({ options, overview }: { options: Options; overview?: Overview }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, values?: object) => translate(`app.wallet.topUp.${key}`, values);
  const { allProductList, activatedProductKeys } = useSession();
  const products = allProductList.filter((p) => activatedProductKeys.includes(p.key));
  const [productKey, setProductKey] = useState('');
  const [method, setMethod] = useState<TopUpMethod>(
    options.onlineChannels[0] ?? (options.offline ? 'offline' : 'balance'),
  );
  // a balance payment waits for the person to see what it does to the wallet
  const [balanceAmount, setBalanceAmount] = useState<string | null>(null);
  const [amount, setAmount] = useState<AmountChoice>({ choice: options.presets[0], custom: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [awaiting, setAwaiting] = useState<TopUp | null>(null);
  const product = productKey || products[0]?.key || '';
  useKeepAcrossSignIn(
    'topUp',
    () => ({ productKey, method, amount }),
    (kept) => {
      if (typeof kept.productKey === 'string') setProductKey(kept.productKey);
      if (offered(options, kept.method)) setMethod(kept.method);
      const choice = kept.amount as Partial<AmountChoice> | undefined;
      if (typeof choice?.choice === 'string' && typeof choice.custom === 'string')
        setAmount({ choice: choice.choice, custom: choice.custom });
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const value = amount.choice === CUSTOM ? amount.custom.trim() : amount.choice;
    const checked = topUpAmount.safeParse(value);
    if (!checked.success) {
      setErrors({ amount: translate(checked.error.issues[0].message) });
      return;
    }
    const refused =
      method === 'balance' && overview && balanceRefusal(checked.data, overview.availableLimit);
    if (refused) {
      setErrors({ amount: translate(refused.key, refused.values) });
      return;
    }
    setErrors({});
    if (method === 'balance') setBalanceAmount(checked.data);
    else await pay(checked.data);
  };

  const pay = async (value: string) => {
    setBalanceAmount(null);
    // Opened now, inside the click, so the browser does not block it as a pop-up.
    const popup = isOnline(method) ? window.open('', '_blank') : null;
    setBusy(true);
    try {
      const topUp = await call(createTopUp, {
        body: { productKey: product, method, amount: value },
        silent: true,
      });
      if (topUp.checkoutUrl) {
        if (popup) {
          popup.opener = null;
          popup.location.href = topUp.checkoutUrl;
        } else setFailure(t('popupBlocked'));
        setAwaiting(topUp);
      } else if (method === 'offline') {
        navigate(resultUrl(OFFLINE_PAYMENT_PATH, topUp.order.id));
      } else {
        navigate(resultUrl(TOP_UP_SUCCESS_PATH, topUp.order.id));
      }
    } catch (error) {
      popup?.close();
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      setFailure(error instanceof ApiError ? error.message : translate('errors.responseError'));
    } finally {
      setBusy(false);
    }
  };

  if (products.length === 0) return <Alert severity="info">{t('noProducts')}</Alert>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <Field label={t('product')}>
          <FormControl sx={{ minWidth: 320 }} size="small" error={Boolean(errors.productKey)}>
            <InputLabel id="topup-product">{t('product')}</InputLabel>
            <Select
              labelId="topup-product"
              label={t('product')}
              value={product}
              onChange={(e) => setProductKey(e.target.value)}
            >
              {products.map((p) => (
                <MenuItem key={p.key} value={p.key}>
                  {p.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Field>
        <Field label={t('balance')}>
          <Typography sx={{ pt: 1.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {overview ? formatMoney(overview.balance) : '…'}
          </Typography>
        </Field>
        <Field label={t('method')}>
          <MethodPicker
            value={method}
            onChange={setMethod}
            onlineEnabled={options.onlineEnabled}
            onlineChannels={options.onlineChannels}
            offlineEnabled={options.offline !== null}
          />
          {method === 'balance' && overview && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('balanceHint', { available: formatMoney(overview.availableLimit) })}
            </Typography>
          )}
          {method === 'offline' && options.offline && (
            <Stack sx={{ mt: 2 }}>
              <BankDetails offline={options.offline} />
            </Stack>
          )}
        </Field>
        <Field label={t('amount')}>
          <AmountPicker
            presets={options.presets}
            value={amount}
            onChange={setAmount}
            error={errors.amount ?? null}
          />
          {errors.amount && amount.choice !== CUSTOM && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {errors.amount}
            </Typography>
          )}
        </Field>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={{ minWidth: 200 }}
          >
            {method === 'offline' ? t('submitOffline') : t('submit')}
          </Button>
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            {t('nonRefundable')}
          </Alert>
        </Stack>
      </Stack>
      <ConfirmPaymentDialog topUp={awaiting} onClose={() => setAwaiting(null)} />
      <Confirm
        isOpen={balanceAmount !== null}
        title="app.wallet.topUp.balanceConfirm.title"
        content="app.wallet.topUp.balanceConfirm.content"
        translateOptions={{
          amount: formatMoney(balanceAmount ?? '0'),
          product: products.find((p) => p.key === product)?.name ?? product,
          before: formatMoney(overview?.availableLimit ?? '0'),
          after: formatMoney(
            fromMicros(toMicros(overview?.availableLimit ?? '0') - toMicros(balanceAmount ?? '0')),
          ),
        }}
        confirm="app.wallet.topUp.submit"
        onConfirm={() => balanceAmount && pay(balanceAmount)}
        onClose={() => setBalanceAmount(null)}
      />
    </form>
  );
}
