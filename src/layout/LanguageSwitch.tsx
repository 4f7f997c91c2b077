import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useI18nProvider, useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from '../../contract/constants';

/** EN / 中文: switching changes texts, date formats and picker texts (and langType). */
export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  // the messages first, then the store: react-admin sees the language already applied and
  // keeps the screens mounted (KeepMountedI18n re-renders them), forms and all
  const choose = async (language: string) => {
    await i18nProvider.changeLocale(language);
    setLocale(language);
  };
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
