import type { Language } from '../../contract';

/** A channel a message goes out on. */
export type MessageChannel = 'email' | 'sms';

/** One email or SMS: a template of the messages files, in the recipient's language. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** An email address or a phone number in international form. */
  to: string;
  /** Why it is sent (a code purpose, 'activation' …): kept with the message for operators. */
  purpose: string;
  /** The messages key of its texts: `<template>.text`, and `<template>.subject` for email. */
  template: string;
  language: Language;
  variables: Record<string, string>;
}

/**
 * The one interface every email and SMS goes through. Nothing it sends is ever returned to
 * the browser: callers answer with what happened, never with the content.
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
