import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { CONTROL_HEIGHT, PRIMARY_COLOR } from '../contract/constants';

/** System fonts only: nothing may load from the internet (no web fonts). */
const SYSTEM_FONTS = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  'sans-serif',
].join(',');

/** Outlined inputs 46 px high; the label starts centred in that height. */
const LABEL_OFFSET = (CONTROL_HEIGHT - 23) / 2;

/** A phone's width: below the `sm` breakpoint (600 px). */
export const PHONE = '@media (max-width: 599.95px)';
/** Phones: every control a finger must hit is at least 44 × 44 px (WCAG 2.5.5). */
const TOUCH = { [PHONE]: { minWidth: 44, minHeight: 44 } };

interface CheckboxState {
  className?: string;
  'aria-label'?: string;
  inputProps?: object;
}
/**
 * react-admin's row checkbox (`select-item`) puts its name on the wrapper, where a span may
 * not carry one, and leaves the input unnamed: its name moves to the input. Other checkboxes
 * keep their own input props.
 */
const isRowCheckbox = (state: CheckboxState) => Boolean(state.className?.includes('select-item'));
const checkboxSlots = {
  root: (state: CheckboxState) => (isRowCheckbox(state) ? { 'aria-label': undefined } : {}),
  input: (state: CheckboxState) =>
    isRowCheckbox(state)
      ? { ...state.inputProps, 'aria-label': state['aria-label'] }
      : (state.inputProps ?? {}),
};

/** react-admin's default theme with the product's colour, control height and fonts. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: PRIMARY_COLOR },
    // MUI's info and warning are too light for small text on white (WCAG AA needs 4.5:1):
    // these keep their hue at 4.7:1 and 5:1
    info: { main: '#0277bd' },
    warning: { main: '#b45309' },
    background: { default: '#f5f6fa' },
  },
  typography: { ...defaultTheme.typography, fontFamily: SYSTEM_FONTS },
  shape: { borderRadius: 6 },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&:not(.MuiInputBase-multiline)': { minHeight: CONTROL_HEIGHT },
          [PHONE]: { minHeight: 44 },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        outlined: {
          '&.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': {
            transform: `translate(14px, ${LABEL_OFFSET}px) scale(1)`,
          },
        },
      },
    },
    // tabs in sentence case like every other label (MUI writes them in capitals)
    MuiTab: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { textTransform: 'none', ...TOUCH },
        sizeMedium: { minHeight: CONTROL_HEIGHT },
        sizeLarge: { minHeight: CONTROL_HEIGHT },
      },
    },
    // a keyboard user always sees where the focus is (MUI's buttons otherwise show only a ripple)
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible, .MuiButtonBase-root.Mui-focusVisible': {
          outline: `2px solid ${PRIMARY_COLOR}`,
          outlineOffset: 2,
        },
      },
    },
    MuiIconButton: { styleOverrides: { root: TOUCH } },
    MuiToggleButton: { styleOverrides: { root: TOUCH } },
    MuiCheckbox: { styleOverrides: { root: TOUCH }, defaultProps: { slotProps: checkboxSlots } },
    MuiRadio: { styleOverrides: { root: TOUCH } },
    MuiFormControlLabel: { styleOverrides: { root: { [PHONE]: { minHeight: 44 } } } },
    MuiTableSortLabel: { styleOverrides: { root: { [PHONE]: { minHeight: 44 } } } },
    // a phone's switch is the medium one with a taller track area: 64 × 44 px whatever its size
    MuiSwitch: {
      styleOverrides: {
        root: {
          [PHONE]: {
            width: 64,
            height: 44,
            padding: 15,
            '& .MuiSwitch-switchBase': { padding: 12 },
            '& .MuiSwitch-switchBase.Mui-checked': { transform: 'translateX(20px)' },
            '& .MuiSwitch-thumb': { width: 20, height: 20 },
          },
        },
      },
    },
    MuiAppBar: { defaultProps: { color: 'inherit', elevation: 1 } },
    // on a phone a wide table scrolls inside its list; the page itself stays the screen's width
    RaLayout: {
      styleOverrides: {
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': {
            minWidth: 0,
          },
        },
      },
    },
    // compact rows as Stripe's tables have them, numbers in columns that line up; a cell keeps
    // to one line: text longer than its column ends in "…" (whole on hover, see
    // FullTextOnHover); a heading may take two lines, between words (never inside a Chinese one)
    // on a phone, a list wider than the screen scrolls between its first column (what names
    // the row) and its row actions, both pinned in view
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDataTable-headerCell': { wordBreak: 'keep-all', minWidth: 64 },
          '& .MuiTableCell-sizeSmall': { paddingLeft: 12, paddingRight: 12 },
          '& .RaDataTable-rowCell': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
          // a number people read out (`data-whole`) is never cut
          '& .RaDataTable-rowCell:not(:has(button, a, input, [role="button"], [data-whole]))': {
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
          [PHONE]: {
            '& tr > :first-of-type, & table:has(tbody td:last-of-type button) tr > :last-of-type': {
              position: 'sticky',
              zIndex: 1,
              backgroundColor: theme.palette.background.paper,
            },
            '& tr > :first-of-type': { left: 0 },
            '& tr > :first-of-type:not(:has([data-whole]))': { maxWidth: 150 },
            // only where that column is pinned: the headings are all sticky (to the top), and a
            // last heading pinned right without it covered the headings before it (Countries)
            '& table:has(tbody td:last-of-type button) tr > :last-of-type': { right: 0 },
            // above the other headings, which stay on top of the rows as the page scrolls
            '& thead tr > :first-of-type, & table:has(tbody td:last-of-type button) thead tr > :last-of-type':
              { zIndex: 3 },
          },
        }),
      },
    },
    RaList: {
      styleOverrides: {
        root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
      },
    },
    // react-admin writes the empty-list message in the disabled grey, below readable contrast
    RaEmpty: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaEmpty-message': { color: theme.palette.text.secondary },
        }),
      },
    },
    // and its loading screen's words too
    RaLoading: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaLoading-message': { color: theme.palette.text.secondary },
        }),
      },
    },
  },
};
