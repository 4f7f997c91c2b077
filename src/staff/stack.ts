import type { AuthProvider } from 'ra-core';
import {
  STAFF_BASE,
  STAFF_PATH,
  STAFF_TOKEN_HEADER,
  staffMe,
  staffSignOut,
} from '../../contract/staff';
import { createCaller } from '../dataProvider/callApi';
import { createDataProvider } from '../dataProvider/createDataProvider';
import { createDownloader } from '../dataProvider/download';
import { createHttpClient } from '../dataProvider/http';
import { toastBus } from '../dataProvider/toasts';
import { readLanguage } from '../i18n/language';
import { STAFF_RESOURCES, STAFF_RESOURCE_APIS, mayUse } from './resources';
import {
  clearStaffSession,
  readStaffRole,
  readStaffToken,
  saveStaffRole,
  saveStaffToken,
} from './session';

/** A session that ended (expired, signed out elsewhere): back to sign-in, which says so. */
const forcedLogout = {
  trigger() {
    if (!readStaffToken()) return false;
    clearStaffSession(true);
    window.location.assign(`${STAFF_PATH}/login`);
    return true;
  },
};

/** The staff console's HTTP stack: the customers' client and caller, on /om/staff. */
export const http = createHttpClient({
  baseURL: STAFF_BASE,
  tokenHeader: STAFF_TOKEN_HEADER,
  getToken: readStaffToken,
  getLanguage: readLanguage,
  notify: toastBus.emit,
  settled: toastBus.settle,
  forcedLogout,
});
export const call = createCaller(http);
export const download = createDownloader(http);

export const dataProvider = createDataProvider(call, STAFF_RESOURCE_APIS);

/** Reads who is signed in once, keeping the role for the menu and the access checks. */
async function loadRole() {
  const me = await call(staffMe);
  saveStaffRole(me.role);
  return me;
}

export const authProvider: AuthProvider = {
  async login({ token }: { token: string }) {
    saveStaffToken(token);
    await loadRole();
  },
  /** Without a token the session already ended (checkError), and the notice of it stays. */
  async logout() {
    if (!readStaffToken()) return;
    await call(staffSignOut, { silent: true, skipForcedLogout: true }).catch(() => undefined);
    clearStaffSession();
  },
  async checkAuth() {
    if (!readStaffToken()) throw new Error('signed out');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      clearStaffSession(true);
      throw new Error('session ended');
    }
  },
  async getIdentity() {
    const me = await loadRole();
    return { id: me.id, fullName: me.name };
  },
  getPermissions: async () => readStaffRole() ?? (await loadRole()).role,
  async canAccess({ resource }: { resource: string }) {
    const def = STAFF_RESOURCES.find((candidate) => candidate.name === resource);
    return !def || mayUse(readStaffRole() ?? (await loadRole()).role, def);
  },
};
