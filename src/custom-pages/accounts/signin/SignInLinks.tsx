import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESET_PATH, SIGNUP_PATH } from '../paths';

/** Below the sign-in ways: the forgotten-password steps and sign-up. */
export function SignInLinks() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
      <Link component={RouterLink} to={RESET_PATH} variant="body2">
        {translate('accounts.links.forgot')}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {translate('accounts.links.noAccount')}{' '}
        <Link component={RouterLink} to={SIGNUP_PATH}>
          {translate('accounts.links.signup')}
        </Link>
      </Typography>
    </Box>
  );
}
