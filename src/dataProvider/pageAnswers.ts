import { Codes } from '../../contract/codes';
import { PAGE_ANSWER_ID_PREFIX } from '../../contract/constants';

/**
 * How long an answer got ahead of its screen (written into the page, or started ahead)
 * serves the screens that ask for it. Long enough for a slow phone to render the first
 * screen after its chunks; short enough that coming back to a screen later asks the server
 * again.
 */
export const EARLY_WINDOW_MS = 10_000;

/** The data of an answer the page holds for a call's URL, taken once; undefined if none. */
export type TakePageAnswer = (url: string) => { value: unknown } | undefined;

interface Asker {
  /** The session token and language the console asks with now. */
  now: () => { token: string | null; language: string };
  /** The token of the cookie the server answered the page for. */
  cookieToken: () => string | null;
}

const dataOf = (json: string): { value: unknown } | undefined => {
  try {
    const envelope = JSON.parse(json) as { code?: unknown; data?: unknown } | null;
    return envelope?.code === Codes.success ? { value: envelope.data } : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The answers the server wrote into the page for the session of its cookie (a signed-in
 * start on home: server/plugins/pageAnswers.ts). They are read once and their elements
 * removed; each serves the first ask of its call (no query) within the start's window, for
 * the session and language it was answered for, and is then gone: every later ask goes to
 * the server. A block for another token or language, or one that does not parse, is dropped,
 * and its call is made as usual.
 */
export function readPageAnswers(asker: Asker, root: ParentNode = document): TakePageAnswer {
  const answers = new Map<string, { value: unknown }>();
  const readAt = performance.now();
  const { token, language } = asker.now();
  const forThisSession = token !== null && asker.cookieToken() === token;
  for (const element of root.querySelectorAll<HTMLScriptElement>(
    `script[type="application/json"][id^="${PAGE_ANSWER_ID_PREFIX}"]`,
  )) {
    element.remove();
    const data = forThisSession && element.dataset.language === language && dataOf(element.text);
    if (data) answers.set(element.id.slice(PAGE_ANSWER_ID_PREFIX.length), data);
  }
  return (url) => {
    const answer = answers.get(url);
    answers.delete(url);
    const current = asker.now();
    if (
      current.token !== token ||
      current.language !== language ||
      performance.now() - readAt >= EARLY_WINDOW_MS
    ) {
      answers.clear();
      return undefined;
    }
    return answer;
  };
}
