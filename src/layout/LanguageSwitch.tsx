import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useI18nProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../contract/constants';

/** EN / 中文: switching changes texts, date formats and picker texts (and langType). */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  const notify = useNotify();
  // the messages first, then the store: react-admin sees the language already applied and
  // keeps the screens mounted (KeepMountedI18n re-renders them), forms and all
  const choose = (language: string) =>
    Promise.resolve(i18nProvider.changeLocale(language)).then(
      () => setLocale(language),
      // its messages could not load (offline): the language stays, as react-admin's would
      () => notify('ra.notification.i18n_error', { type: 'error' }),
    );
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={translate('app.language.label')}
      onChange={(_, value: string | null) => value && void choose(value)}
      sx={{
        mx: { xs: 0.5, sm: 1 },
        flexShrink: 0,
        '& .MuiToggleButton-root': {
          px: { xs: 0.75, sm: 1.25 },
          py: 0.25,
          textTransform: 'none',
          whiteSpace: 'nowrap',
        },
      }}
    >
      {LANGUAGES.map((language) => (
        <ToggleButton key={language} value={language} lang={language.replace('_', '-')}>
          {translate(`app.language.${language}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
