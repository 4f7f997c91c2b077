import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../paths/app';

/** "Already have an account? Sign in" at the foot of the pages before sign-in. */
export function BackToSignIn({ question }: { question?: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
      {question && `${translate(question)} `}
      <Link component={RouterLink} to={LOGIN_PATH}>
        {translate('accounts.links.signIn')}
      </Link>
    </Typography>
  );
}
