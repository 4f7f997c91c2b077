import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

// plain links styled by Typography: MUI's Link would add weight to the login page's entry
import { RESET_PATH, SIGNUP_PATH } from '../../../paths/accounts';

/** Below the sign-in ways: the forgotten-password steps and sign-up. */
export function SignInLinks() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
      <Typography component={RouterLink} to={RESET_PATH} variant="body2" color="primary">
        {translate('accounts.links.forgot')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('accounts.links.noAccount')}{' '}
        <Typography component={RouterLink} to={SIGNUP_PATH} variant="body2" color="primary">
          {translate('accounts.links.signup')}
        </Typography>
      </Typography>
    </Box>
  );
}
