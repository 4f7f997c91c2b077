import type { MessageErrorCode } from '../contract/messageErrors';

interface Explained {
  meaning: string;
  action: string;
}

/** What each failure's code means and what to do about it (`messageErrors.<code>`). */
export const messageErrorsEn = {
  '30001': {
    meaning: 'Messages were sent faster than the route accepts, and this one waited too long.',
    action: 'Send at a steadier rate or spread large sends over time, then send it again.',
  },
  '30003': {
    meaning: 'The phone could not be reached: switched off or out of coverage.',
    action: 'Send again later; if it keeps failing, ask the recipient to check their phone.',
  },
  '30004': {
    meaning: 'The recipient has blocked messages from this sender.',
    action: 'Do not send again: remove the number from your lists.',
  },
  '30005': {
    meaning: 'The number does not exist or is no longer in service.',
    action: 'Check the number with the recipient and remove it from your lists.',
  },
  '30006': {
    meaning: 'The number is a landline or its carrier cannot take text messages.',
    action: 'Reach it by a voice call, or ask the recipient for a mobile number.',
  },
  '30007': {
    meaning: "The recipient's carrier filtered the message as unwanted.",
    action: 'Register your sender ID, avoid link shorteners and review the content.',
  },
  '30008': {
    meaning: 'The carrier gave no reason for not delivering the message.',
    action: 'Send it again; if it keeps failing, contact support with the message ID.',
  },
  '30034': {
    meaning: 'The sender ID is not registered for the destination country.',
    action: 'Register the sender ID for that country under Sender IDs, then send again.',
  },
  '131026': {
    meaning:
      'The message could not be delivered: the number may not use WhatsApp, or its app is too old.',
    action: 'Send it by SMS instead, or ask the recipient to update WhatsApp.',
  },
  '131047': {
    meaning: 'More than 24 hours passed since the recipient last replied.',
    action: 'Send an approved template to open the conversation again.',
  },
  '131049': {
    meaning:
      'WhatsApp held back this marketing message to keep the recipient from receiving too many.',
    action: 'Wait before sending marketing messages to this recipient again.',
  },
  '132001': {
    meaning: 'The template does not exist in this language.',
    action: 'Check the template name and language under Message templates.',
  },
  '132015': {
    meaning: 'The template is paused because of its low quality rating.',
    action: 'Edit the template, or use another approved one, and send again.',
  },
  '470': {
    meaning: 'A free-form message was sent outside the 24-hour window.',
    action: 'Send an approved template instead.',
  },
  '40001': {
    meaning: 'The line was busy.',
    action: 'Call again later.',
  },
  '40002': {
    meaning: 'The call rang but nobody answered.',
    action: 'Call again later, or send the code by SMS.',
  },
  '60003': {
    meaning: 'Too many codes were sent to this number in a short time.',
    action: 'Wait a few minutes before asking for another code.',
  },
  other: {
    meaning: 'The platform reported this code without an explanation of it.',
    action: 'Contact support with the message ID.',
  },
} satisfies Record<MessageErrorCode | 'other', Explained>;
