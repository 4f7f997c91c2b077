import type { StaffRole } from '../../contract/staff';

/** The staff session lives in the tab (sessionStorage): a closed tab is signed out. */
const TOKEN = 'staffToken';
const ROLE = 'staffRole';
const ENDED = 'staffSessionEnded';

export const readStaffToken = () => sessionStorage.getItem(TOKEN);
export const readStaffRole = () => sessionStorage.getItem(ROLE) as StaffRole | null;
export const saveStaffToken = (token: string) => {
  sessionStorage.setItem(TOKEN, token);
  sessionStorage.removeItem(ENDED);
};
export const saveStaffRole = (role: StaffRole) => sessionStorage.setItem(ROLE, role);

/** Forgets the session; `ended` makes the sign-in screen say why it is back. */
export function clearStaffSession(ended = false) {
  sessionStorage.removeItem(TOKEN);
  sessionStorage.removeItem(ROLE);
  if (ended) sessionStorage.setItem(ENDED, '1');
  else sessionStorage.removeItem(ENDED);
}

/**
 * Whether the sign-in screen is shown because the last session ended. Kept until the next
 * sign-in or sign-out: a page thrown away by the redirect's reload must not consume it.
 */
export const readSessionEnded = () => sessionStorage.getItem(ENDED) === '1';
