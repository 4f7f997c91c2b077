import Alert from '@mui/material/Alert';
import { useListContext } from 'react-admin';
import { NoAccess } from '../../errors/NoAccess';

/** A list that failed: 'no access' for 403 (the session stays), the message otherwise. */
export function ListError() {
  const { error } = useListContext();
  const status = (error as { status?: number } | null)?.status;
  if (status === 403) return <NoAccess />;
  // a filter being mended (see validFilters): the list answers in a moment
  if (!error?.message) return null;
  return (
    <Alert severity="error" sx={{ m: 2 }} data-testid="list-error">
      {error?.message}
    </Alert>
  );
}
