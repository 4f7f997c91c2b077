import type { Language } from '../../contract';
import en, { type Messages } from '../../messages/en_US';
import zh from '../../messages/zh_CN';

/**
 * The console's own messages, so files the server writes (exports, bills, invoice PDFs)
 * use the same column names and state labels a person sees on screen.
 */
export const messagesOf = (language: Language): Messages => (language === 'zh_CN' ? zh : en);
