import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TopUp } from '../../../contract/wallet';
import { resultOf, watchTopUp } from './checkTopUp';

/**
 * 'Did you complete the payment in the new window?' (Cancel / OK). While it is open the order
 * is watched, and its result screen opens by itself once the payment lands or fails; OK checks
 * at once. Cancel leaves the order to be paid later or to time out.
 */
export function ConfirmPaymentDialog({
  topUp,
  onClose,
}: {
  topUp: TopUp | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const t = (key: string) => translate(`app.wallet.confirm.${key}`);
  const orderId = topUp?.order.id;

  useEffect(() => {
    if (!orderId) return undefined;
    const controller = new AbortController();
    void watchTopUp(orderId, controller.signal).then((screen) => {
      if (screen) navigate(screen);
    });
    return () => controller.abort();
  }, [orderId, navigate]);

  const confirm = async () => {
    if (!topUp) return;
    setChecking(true);
    try {
      navigate(await resultOf(topUp.order.id));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog open={topUp !== null} onClose={checking ? undefined : onClose}>
      <DialogTitle>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{checking ? t('checking') : t('text')}</DialogContentText>
        {topUp?.checkoutUrl && !checking && (
          <Link
            href={topUp.checkoutUrl}
            target="_blank"
            rel="noopener"
            sx={{ mt: 2, display: 'block' }}
          >
            {t('reopen')}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={checking}>
          {t('cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={checking}
          startIcon={checking ? <CircularProgress size={16} /> : undefined}
        >
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
