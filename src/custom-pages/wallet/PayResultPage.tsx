import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resultUrl, TOP_UP_FAIL_PATH } from '../../paths/wallet';
import { resultOf } from './checkTopUp';

/**
 * /financialOverview/payResult?id=…: where a provider's checkout sends the payer back. Its
 * notification may still be on the way, so the order is asked a few times before the
 * success, failure or pay-timeout screen replaces this one.
 */
export default function PayResultPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  useEffect(() => {
    let current = true;
    const go = (to: string) => current && navigate(to, { replace: true });
    resultOf(id).then(go, () => go(resultUrl(TOP_UP_FAIL_PATH, id)));
    return () => {
      current = false;
    };
  }, [id, navigate]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.wallet.result.title" />
      <CardContent sx={{ py: 5 }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress />
          <Typography>{translate('app.wallet.confirm.checking')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
