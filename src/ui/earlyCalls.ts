import type { ApiCall, DataOf } from '../../contract/call';
import { call } from '../dataProvider';
import type { CallOptions } from '../dataProvider/callApi';
import { EARLY_WINDOW_MS } from '../dataProvider/pageAnswers';
import { readLanguage } from '../i18n/language';
import { readToken } from '../storage/token';

interface Early {
  call: ApiCall;
  /** The options as useCall compares them. */
  key: string;
  answer: Promise<unknown>;
  /** Set once the answer has come: a screen rendering after it shows the data at once. */
  data?: { value: unknown };
  startedAt: number;
  /** Whose answer, in which language: another sign-in or language never gets it. */
  asker: string;
}

const asker = () => `${readToken() ?? ''} ${readLanguage()}`;

/** An answer started ahead: its promise, and its data once it has come. */
export interface EarlyAnswer<T> {
  answer: Promise<T>;
  data?: { value: T };
}

const started: Early[] = [];

/**
 * Starts a call the first screen will make, as soon as the API stack has loaded instead of
 * once the layout and the screen have rendered; the screens' `useCall` takes the answer.
 */
export function callEarly(contractCall: ApiCall, options: CallOptions = {}): void {
  const early: Early = {
    call: contractCall,
    key: JSON.stringify(options),
    answer: call(contractCall, options),
    startedAt: performance.now(),
    asker: asker(),
  };
  early.answer.then(
    (value) => (early.data = { value }),
    // a failure reaches the screens that take the answer, as their own call's would
    () => undefined,
  );
  started.push(early);
}

/** The answer started ahead for this call with these options, while it is fresh enough. */
export function earlyAnswer<C extends ApiCall>(
  contractCall: C,
  key: string,
): EarlyAnswer<DataOf<C>> | undefined {
  const found = started.find(
    (early) =>
      early.call === contractCall &&
      early.key === key &&
      early.asker === asker() &&
      performance.now() - early.startedAt < EARLY_WINDOW_MS,
  );
  return found as EarlyAnswer<DataOf<C>> | undefined;
}
