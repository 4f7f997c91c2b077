import { useCallback, useEffect, useState } from 'react';
import type { ApiCall, DataOf } from '../../contract/call';
import { call } from '../dataProvider';
import type { CallOptions } from '../dataProvider/callApi';

export interface CallState<T> {
  /** The answer for the current options; undefined while they load or if they failed. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Asks again with the same options. */
  reload: () => void;
}

/**
 * One contract call's answer for a screen, fetched when it opens and again whenever its
 * options change (compared by value). An answer for older options is never shown as the
 * current one; `enabled: false` waits.
 */
export function useCall<C extends ApiCall>(
  contractCall: C,
  options: CallOptions = {},
  enabled = true,
): CallState<DataOf<C>> {
  const key = JSON.stringify(options);
  const [state, setState] = useState<{
    key: string;
    data?: DataOf<C>;
    error?: unknown;
    loading: boolean;
  }>();
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    // asking again keeps the answer on screen; other options start from nothing
    setState((previous) =>
      previous?.key === key ? { ...previous, loading: true } : { key, loading: true },
    );
    call(contractCall, { ...(JSON.parse(key) as CallOptions), signal: controller.signal }).then(
      (data) => setState({ key, data, loading: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, error, loading: false });
      },
    );
    return () => controller.abort();
  }, [contractCall, key, enabled, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const current = state?.key === key ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    loading: enabled && (current?.loading ?? true),
    reload,
  };
}
