import { useQuery } from '@tanstack/react-query';
import type { ApiCall, DataOf } from '../../contract/call';
import type { CallOptions } from '../dataProvider/callApi';
import { call } from './stack';

/** One staff call's answer for a screen, asked again when its options change. */
export function useStaffCall<C extends ApiCall>(
  contractCall: C,
  options: CallOptions = {},
  enabled = true,
) {
  return useQuery({
    queryKey: ['staff', contractCall.method, contractCall.path, options],
    queryFn: ({ signal }) => call(contractCall, { ...options, signal }) as Promise<DataOf<C>>,
    enabled,
  });
}
