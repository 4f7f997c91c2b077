import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { unreadNoticeCount } from '../../contract/notices';
import { call } from '../dataProvider';

/**
 * How many notices the caller has not read, asked again on every page change (reading one
 * on /notice/detail then lowers it). Silent: a badge that fails just shows nothing.
 */
export function useUnreadNotices(): number {
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    call(unreadNoticeCount, { silent: true, signal: controller.signal })
      .then((answer) => setCount(answer.count))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);
  return count;
}
