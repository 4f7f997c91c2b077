import { callbacksResource } from '../../../contract/callbacks';
import { defineResource } from '../define';

/** The console's side of the declaration: the screens it adds. */
export const callbacks = defineResource({
  ...callbacksResource,
  views: { list: () => import('./CallbackList'), create: false },
});
