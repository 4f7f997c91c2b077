import { provideResourceMessages } from '../../../src/i18n/i18nProvider';

provideResourceMessages(() =>
  import('../../../src/resources/messages').then((m) => m.resourceMessages),
);
