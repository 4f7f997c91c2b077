import { messagesResource } from '../../../contract/messageLogs';
import { defineResource } from '../define';
import { messages } from './messages';

/** Every message of the account: the declared list and each message's page with its journey. */
export const messageLogs = defineResource({
  ...messagesResource,
  messages,
  views: {
    list: () => import('./MessageList'),
    show: () => import('./MessageShow'),
    create: false,
  },
});
