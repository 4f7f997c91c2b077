import noticePublish from './notice-publish';
import certificationDecide from './certification-decide';
import type { OpsVerb } from './verb';

/** Every operator verb; a new one is a file beside this one and one line here. */
export const verbs: OpsVerb[] = [noticePublish, certificationDecide];
