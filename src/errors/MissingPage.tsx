import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { Loading, useResourceDefinitions, useTranslate } from 'react-admin';
import { readToken } from '../storage/token';
import { ErrorScreen } from './ErrorScreen';

/** Unknown paths and /404: 'Whoa, Page does not exist.' with Go Home. */
export function MissingPage({ fullPage = false }: { fullPage?: boolean }) {
  const translate = useTranslate();
  return (
    <ErrorScreen
      fullPage={fullPage}
      title={translate('app.errors.missing.title')}
      action={
        <Button variant="contained" component={Link} to="/home">
          {translate('app.errors.missing.home')}
        </Button>
      }
    />
  );
}

/** /404, outside the layout. */
export const MissingFullPage = () => <MissingPage fullPage />;
/**
 * Unknown paths inside the layout (react-admin's catchAll). Right after sign-in the
 * resources are still registering: their paths are not unknown, just not there yet.
 */
export function CatchAll() {
  const registered = Object.keys(useResourceDefinitions()).length > 0;
  return !registered && readToken() ? <Loading /> : <MissingPage />;
}
