import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { getTopUp, type TopUp } from '../../../contract/wallet';
import { ApiError } from '../../dataProvider/ApiError';
import { MissingPage } from '../../errors/MissingPage';
import { NoAccess } from '../../errors/NoAccess';
import { useCall } from '../../ui/useCall';
import { walletChanged } from '../../ui/walletChanged';

/** The top-up named by `?id=` of a result screen. */
export function useTopUpFromQuery() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return useCall(getTopUp, { params: { id }, missingShown: true }, id !== '');
}

/**
 * The frame of a result screen: title Recharge result (in the app bar), a big state icon and
 * the state as the heading, then
 * the screen's own content. A missing or foreign order shows the missing page, and an
 * account without the bill group the no-access page.
 */
export function ResultShell({
  icon,
  heading,
  children,
}: {
  icon: ReactNode;
  /** The state, as the page's heading (the app bar says Recharge result). */
  heading: string | ((topUp: TopUp) => string);
  children: (topUp: TopUp) => ReactNode;
}) {
  const { data, error, loading } = useTopUpFromQuery();
  const paid = data?.order.status === 'paid';
  useEffect(() => {
    if (paid) walletChanged();
  }, [paid]);
  let body: ReactNode;
  if (loading) body = <Skeleton variant="rounded" height={320} />;
  else if (error instanceof ApiError && error.status === 403) return <NoAccess />;
  else if (error || !data) return <MissingPage />;
  else
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box sx={{ fontSize: 64, lineHeight: 1 }}>{icon}</Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {typeof heading === 'string' ? heading : heading(data)}
        </Typography>
        {children(data)}
      </Stack>
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.wallet.result.title" />
      <CardContent sx={{ py: 5 }}>{body}</CardContent>
    </Card>
  );
}
