import { messagesResource } from '../../../contract/messageLogs';
import { defineResource } from '../define';
import { messages } from './messages';

/** Every message of the account: the declared list and each message's page. */
export const messageLogs = defineResource({
  ...messagesResource,
  messages,
  views: { create: false },
});
