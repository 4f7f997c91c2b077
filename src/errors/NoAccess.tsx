import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ErrorScreen } from './ErrorScreen';

/** A page the account's permissions do not include (or the server answered 403). */
export function NoAccess() {
  const translate = useTranslate();
  return (
    <ErrorScreen
      title={translate('app.errors.noAccess.title')}
      description={translate('app.errors.noAccess.description')}
      action={
        <Button variant="contained" component={Link} to="/home">
          {translate('app.errors.noAccess.home')}
        </Button>
      }
    />
  );
}
