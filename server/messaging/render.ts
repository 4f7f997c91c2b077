import type { Language } from '../../contract';
import { translate } from '../i18n';
import type { OutgoingMessage } from './sender';

/** The text of a template in a language, with its variables. */
export const messageText = (
  language: Language,
  template: string,
  variables: Record<string, string>,
) => translate(language, `${template}.text`, variables);

/** The subject (emails only) and text of a message, written from its template. */
export const renderMessage = (message: OutgoingMessage, variables = message.variables) => ({
  subject:
    message.channel === 'email'
      ? translate(message.language, `${message.template}.subject`, variables)
      : null,
  text: messageText(message.language, message.template, variables),
});

/** The text with its variables left as `%{name}`: what may be shown without the code in it. */
export const placeholderText = (message: OutgoingMessage) =>
  renderMessage(
    message,
    Object.fromEntries(Object.keys(message.variables).map((name) => [name, `%{${name}}`])),
  ).text;
