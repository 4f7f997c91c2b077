import { useCallback, useEffect, useState } from 'react';
import type { ApiCall, DataOf } from '../../../contract/call';
import { call } from '../../dataProvider';
import type { CallOptions } from '../../dataProvider/callApi';

export interface CallState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a contract call when the page opens and again whenever its options change (compared
 * by value); an answer that arrives after newer options were asked for is dropped.
 */
export function useCall<C extends ApiCall>(
  apiCall: C,
  options: Pick<CallOptions, 'params' | 'query'> = {},
): CallState<DataOf<C>> {
  const key = JSON.stringify(options);
  const [state, setState] = useState<{ data?: DataOf<C>; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    call(apiCall, { ...(JSON.parse(key) as CallOptions), signal: controller.signal }).then(
      (data) => setState({ data, loading: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error, loading: false });
      },
    );
    return () => controller.abort();
  }, [apiCall, key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
