import { PHONE } from '../theme';

/**
 * On a phone the page title has a line of its own under the bar's buttons, whole however
 * long (an order's number): beside them it had under 100 px. The bar is then in the page's
 * flow, its height following the title's lines.
 */
export const phoneTitle = {
  appBar: {
    [PHONE]: { position: 'sticky', top: 0, '& .RaAppBar-toolbar': { flexWrap: 'wrap' } },
  },
  /** Before the bar's buttons: keeps them at the right once the title has left their line. */
  spacer: { flex: 1, display: { sm: 'none' } },
  title: {
    [PHONE]: {
      order: 1,
      flexBasis: '100%',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      fontSize: '1.125rem',
      lineHeight: 1.3,
      px: 2,
      pb: 1,
    },
  },
  layout: { '& .RaLayout-appFrame': { [PHONE]: { marginTop: 0 } } },
} as const;
