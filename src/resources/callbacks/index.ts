import {
  callbackChannel,
  callbackMethod,
  createCallback,
  deleteCallback,
  getCallback,
  listCallbacks,
} from '../../../contract/callbacks';
import { defineResource } from '../define';

/**
 * Callback addresses (spec section 3) at /api-key/callback-setting; the wizard at
 * /api-key/callback-setting/{type} adds one, the list sends test events and shows the log.
 */
export const callbacks = defineResource({
  name: 'api-key/callback-setting',
  permission: 'apiKey',
  api: { list: listCallbacks, one: getCallback, create: createCallback, remove: deleteCallback },
  recordRepresentation: 'name',
  views: { list: () => import('./CallbackList'), create: false },
  fields: [
    { source: 'name', kind: 'text', list: true },
    {
      source: 'channel',
      kind: 'enum',
      enum: 'apiKeyType',
      values: callbackChannel.options,
      list: true,
      filter: true,
    },
    { source: 'events', kind: 'text', list: true },
    { source: 'createdAt', kind: 'datetime', list: true },
    { source: 'url', kind: 'text', list: true },
    {
      source: 'method',
      kind: 'enum',
      enum: 'callbackMethod',
      values: callbackMethod.options,
      list: true,
    },
  ],
});
