import type { Language } from '../contract/constants';
import { sharedPublicEn, type SharedPublicMessages } from './sharedPublic.en_US';
import { sharedPublicZh } from './sharedPublic.zh_CN';

/**
 * The small message set shared with the server, for code that runs outside React
 * (the HTTP client's fallback texts) and must not wait for a language chunk.
 */
const SHARED: Record<Language, SharedPublicMessages> = {
  en_US: sharedPublicEn,
  zh_CN: sharedPublicZh,
};

export const sharedMessages = (language: Language): SharedPublicMessages => SHARED[language];
