import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslate } from 'react-admin';

/** While react-admin checks the session and registers the resources: a spinner, nothing more. */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
    >
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
}
