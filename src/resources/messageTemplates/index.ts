import { messageTemplates as declaration } from '../../../contract/messageTemplates';
import { defineResource } from '../define';
import { messages } from './messages';

/** WhatsApp message templates: every view generated from the contract's declaration. */
export const messageTemplates = defineResource({ ...declaration, messages });
