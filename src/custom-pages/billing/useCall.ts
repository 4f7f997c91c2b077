import { useEffect, useState } from 'react';
import type { ApiCall, DataOf } from '../../../contract/call';
import { call } from '../../dataProvider';
import type { CallOptions } from '../../dataProvider/callApi';

/**
 * The answer of one contract call, fetched again when its options change (compared by
 * value). `undefined` while the answer for the current options is loading or failed: an
 * answer for older options is never shown as the current one.
 */
export function useCall<C extends ApiCall>(
  contractCall: C,
  options: CallOptions,
  enabled = true,
): { data: DataOf<C> | undefined; reload: () => void } {
  const [answer, setAnswer] = useState<{ key: string; data: DataOf<C> }>();
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(options);
  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    call(contractCall, { ...(JSON.parse(key) as CallOptions), signal: controller.signal }).then(
      (data) => setAnswer({ key, data }),
      () => undefined,
    );
    return () => controller.abort();
  }, [contractCall, key, enabled, generation]);
  return {
    data: answer?.key === key ? answer.data : undefined,
    reload: () => setGeneration((n) => n + 1),
  };
}
