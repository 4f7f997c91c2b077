import { useCallback, useEffect, useState } from 'react';
import type { ApiCall, DataOf } from '../../../contract/call';
import { call } from '../../dataProvider';
import type { CallOptions } from '../../dataProvider/callApi';

/** One contract call's answer for a page: data, error, loading, and a way to ask again. */
export function useCall<C extends ApiCall>(api: C, options: CallOptions = {}, enabled = true) {
  const key = JSON.stringify(options);
  const [state, setState] = useState<{ data?: DataOf<C>; error?: unknown; loading: boolean }>({
    loading: enabled,
  });
  const load = useCallback(
    (signal?: AbortSignal) => {
      setState((previous) => ({ ...previous, loading: true }));
      return call(api, { ...(JSON.parse(key) as CallOptions), signal }).then(
        (data) => setState({ data, loading: false }),
        (error: unknown) => {
          if (!signal?.aborted) setState({ error, loading: false });
        },
      );
    },
    [api, key],
  );
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, enabled]);
  return { ...state, reload: load };
}
