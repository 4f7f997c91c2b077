import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

const named = (theme: Theme, label: string) => ({
  ...theme.components,
  MuiLinearProgress: {
    ...theme.components?.MuiLinearProgress,
    defaultProps: { ...theme.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
  },
  MuiCircularProgress: {
    ...theme.components?.MuiCircularProgress,
    defaultProps: { ...theme.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
  },
});

/**
 * Every progress bar and spinner inside is named "Loading" in the console's language (a
 * screen reader says what is happening, axe `aria-progressbar-name`): the name has to be
 * translated, so it is given here, inside the i18n context, rather than in the static theme.
 */
export function NamedProgress({ children }: { children: ReactNode }) {
  const label = useTranslate()('ra.page.loading');
  const withNames = useCallback(
    (outer: Theme): Theme => ({ ...outer, components: named(outer, label) }),
    [label],
  );
  return <ThemeProvider theme={withNames}>{children}</ThemeProvider>;
}
