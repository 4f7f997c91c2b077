import { areasEn } from './areas.en_US';
import { combineMessages } from './combine';
import { consoleEn } from './console.en_US';
import { publicEn } from './public.en_US';

/**
 * English messages: the source of truth every other language is typed against. The
 * browser loads them in three parts (public.en_US.ts in the entry, console.en_US.ts with the
 * signed-in frame, areas.en_US.ts with any screen but home); the server and the tests read
 * the whole tree from here.
 */
const en = combineMessages(combineMessages(publicEn, consoleEn), areasEn);

export type Messages = typeof en;
export default en;
