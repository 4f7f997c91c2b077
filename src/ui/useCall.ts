import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { ApiCall, DataOf } from '../../contract/call';
import { call } from '../dataProvider';
import type { CallOptions } from '../dataProvider/callApi';
import { earlyAnswer } from './earlyCalls';

export interface CallState<T> {
  /** The answer for the current options; undefined while they load or if they failed. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Asks again with the same options. */
  reload: () => void;
}

interface Answered<T> {
  /** The options it answers. */
  key: string;
  data?: T;
  error?: unknown;
  loading: boolean;
}

/**
 * One contract call's answer for a screen, fetched when it opens and again whenever its
 * options change (compared by value). An answer for older options is never shown as the
 * current one; `enabled: false` waits. The first ask takes an answer started ahead for the
 * same call and options (`callEarly`), if there is one; asking again always calls. The
 * server answers in the console's language (product names, notices): a language change asks
 * again, keeping the answer on screen until the new one comes.
 */
export function useCall<C extends ApiCall>(
  contractCall: C,
  options: CallOptions = {},
  enabled = true,
): CallState<DataOf<C>> {
  const key = JSON.stringify(options);
  const [language] = useLocaleState();
  const [state, setState] = useState<Answered<DataOf<C>> | undefined>(() => {
    // an answer started ahead that has already come renders with the first pass
    const early = enabled ? earlyAnswer(contractCall, key)?.data : undefined;
    return early && { key, data: early.value, loading: false };
  });
  const [round, setRound] = useState(0);
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const early = asked.current ? undefined : earlyAnswer(contractCall, key);
    asked.current = true;
    if (early?.data) {
      const { value } = early.data;
      setState((previous) =>
        previous?.key === key && previous.data === value
          ? previous
          : { key, data: value, loading: false },
      );
      return undefined;
    }
    const controller = new AbortController();
    // asking again keeps the answer on screen; other options start from nothing
    setState((previous) =>
      previous?.key === key ? { ...previous, loading: true } : { key, loading: true },
    );
    const answer =
      early?.answer ??
      call(contractCall, { ...(JSON.parse(key) as CallOptions), signal: controller.signal });
    answer.then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [contractCall, key, enabled, round, language]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state?.key === key ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: enabled && (current?.loading ?? true),
    reload,
  };
}
