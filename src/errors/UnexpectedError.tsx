import { useTranslate } from 'react-admin';
import { ErrorScreen } from './ErrorScreen';
import { statusOrMessage } from './describe';

/** The default fallback: 'Unexpected Application Error' with status and text, or message. */
export function UnexpectedError({ error }: { error: unknown }) {
  const translate = useTranslate();
  return (
    <ErrorScreen title={translate('app.errors.unexpected.title')} detail={statusOrMessage(error)} />
  );
}
