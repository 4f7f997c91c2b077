/**
 * The error codes a failed message carries, as the platform reports them: SMS carriers' codes
 * (3xxxx), WhatsApp Cloud API codes (13xxxx, and 470 of its older API), voice (4xxxx) and
 * the platform's own OTP limits (6xxxx). Each has a meaning and an action in both languages
 * (`messageErrors.<code>`); a code not listed is explained as `messageErrors.other`.
 */
export const MESSAGE_ERROR_CODES = [
  '30001',
  '30003',
  '30004',
  '30005',
  '30006',
  '30007',
  '30008',
  '30034',
  '131026',
  '131047',
  '131049',
  '132001',
  '132015',
  '470',
  '40001',
  '40002',
  '60003',
] as const;
export type MessageErrorCode = (typeof MESSAGE_ERROR_CODES)[number];

export const isKnownErrorCode = (code: string): code is MessageErrorCode =>
  (MESSAGE_ERROR_CODES as readonly string[]).includes(code);
