import type { Language } from '../../contract';
import { translate } from '../i18n';

/**
 * Why the platform refused something, in the reader's language: the reason chosen from the
 * common ones (stored as a code) and the reviewer's note, which is shown as written.
 */
export function reviewReasonText(
  language: Language,
  code: string | null,
  note: string | null,
): string | null {
  if (code === null) return note;
  const text = translate(language, `staffReviews.reasons.${code}`);
  return note ? `${text} ${note}` : text;
}
