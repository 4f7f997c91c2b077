import { combineMessages } from './combine';
import { consoleEn } from './console.en_US';
import { publicEn } from './public.en_US';

/**
 * English messages: the source of truth every other language is typed against. The
 * browser loads them in two parts (public.en_US.ts in the entry, console.en_US.ts with the
 * signed-in console); the server and the tests read the whole tree from here.
 */
const en = combineMessages(publicEn, consoleEn);

export type Messages = typeof en;
export default en;
