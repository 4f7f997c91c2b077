import type { Language } from '../../contract/constants';
import { sharedEn, type SharedMessages } from './messages.en_US';
import { sharedZh } from './messages.zh_CN';

/**
 * The small message set shared with the server, for code that runs outside React
 * (the HTTP client's fallback texts) and must not wait for a language chunk.
 */
const SHARED: Record<Language, SharedMessages> = { en_US: sharedEn, zh_CN: sharedZh };

export const sharedMessages = (language: Language): SharedMessages => SHARED[language];
