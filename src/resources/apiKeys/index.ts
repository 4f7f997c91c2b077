import { apiKeysResource } from '../../../contract/apiKeys';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const apiKeys = defineResource({
  ...apiKeysResource,
  views: { list: () => import('./ApiKeyList'), create: false },
});
