import { useCallback, useEffect, useState } from 'react';
import { getProfile, type Profile } from '../../../contract/profile';
import { call } from '../../dataProvider';
import { session } from '../../session';

/**
 * The account information of the page: loaded once, replaced by what each save answers.
 * A change also refreshes the session's baseInfo, which the app bar and home read.
 */
export function useProfile() {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    call(getProfile).then(setProfile, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const update = useCallback((next: Profile) => {
    setProfile(next);
    void session.loadBaseInfo(true);
  }, []);

  return { profile, failed, reload: load, update };
}
