import type { AuthProvider, DataProvider } from 'ra-core';
import { staffMe, staffSignOut } from '../../contract/staff';
import { ApiError } from '../dataProvider/ApiError';
import { createDataProvider } from '../dataProvider/createDataProvider';
import { mayUse } from './access';
import { STAFF_RESOURCES, STAFF_RESOURCE_APIS } from './resources';
import {
  clearStaffSession,
  readStaffRole,
  readStaffToken,
  saveStaffRole,
  saveStaffToken,
} from './session';
import { call } from './stack';

/**
 * The staff console's react-admin providers over its declared resources. Apart from the HTTP
 * stack (stack.ts), which the resources' own views use, so that no import goes round.
 */
const calls = createDataProvider(call, STAFF_RESOURCE_APIS);

/** A resource the signed-in role may use (before the role is known: let the server say). */
const mayAsk = (resource: string) => {
  const def = STAFF_RESOURCES.find((candidate) => candidate.name === resource);
  const role = readStaffRole();
  return !def || !role || mayUse(role, def);
};
const refused = () => Promise.reject(new ApiError('', 403, '403001'));

/**
 * react-admin reads a screen's records while it checks whether the role may open it: for a
 * screen not the role's, the read is refused here, without a call whose 403 would toast on
 * top of the no-access page.
 */
export const dataProvider: DataProvider = {
  ...calls,
  getList: (resource, params) => (mayAsk(resource) ? calls.getList(resource, params) : refused()),
  getOne: (resource, params) => (mayAsk(resource) ? calls.getOne(resource, params) : refused()),
};

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
