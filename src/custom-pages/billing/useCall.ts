import { useEffect, useState } from 'react';
import type { ApiCall, DataOf } from '../../../contract/call';
import { call } from '../../dataProvider';
import type { CallOptions } from '../../dataProvider/callApi';

/**
 * The answer of one contract call, fetched again when its options change (compared by
 * value) and dropped when a newer one is on its way. `undefined` while loading or failed.
 */
export function useCall<C extends ApiCall>(
  contractCall: C,
  options: CallOptions,
  enabled = true,
): { data: DataOf<C> | undefined; reload: () => void } {
  const [data, setData] = useState<DataOf<C>>();
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(options);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setData(undefined);
    call(contractCall, { ...(JSON.parse(key) as CallOptions), signal: controller.signal }).then(
      setData,
      () => undefined,
    );
    return () => controller.abort();
  }, [contractCall, key, enabled, generation]);
  return { data, reload: () => setGeneration((n) => n + 1) };
}
