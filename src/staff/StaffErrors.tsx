import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ErrorScreen } from '../errors/ErrorScreen';

/** An error screen in staff words, its way out the staff console's landing page. */
function StaffErrorScreen({ kind }: { kind: 'missing' | 'noAccess' }) {
  const t = useTranslate();
  return (
    <ErrorScreen
      title={t(`staffConsole.errors.${kind}.title`)}
      description={t(`staffConsole.errors.${kind}.description`)}
      action={
        <Button variant="contained" component={Link} to="/">
          {t('staffConsole.errors.back')}
        </Button>
      }
    />
  );
}

/** An address or an id the staff console does not know. */
export const StaffMissing = () => <StaffErrorScreen kind="missing" />;

/** A screen the signed-in role does not include. */
export const StaffNoAccess = () => <StaffErrorScreen kind="noAccess" />;
