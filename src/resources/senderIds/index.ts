import { senderIds as declaration } from '../../../contract/senderIds';
import { defineResource } from '../define';
import { messages } from './messages';

/**
 * Sender IDs: list, register (generated form), show and delete, all generated from the
 * contract's declaration. The example to copy (docs/extending.md).
 */
export const senderIds = defineResource({ ...declaration, messages });
