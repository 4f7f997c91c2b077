import { STAFF_BASE, STAFF_PATH, STAFF_TOKEN_HEADER } from '../../contract/staff';
import { createCaller } from '../dataProvider/callApi';
import { createDownloader } from '../dataProvider/download';
import { createHttpClient } from '../dataProvider/http';
import { toastBus } from '../dataProvider/toasts';
import { readLanguage } from '../i18n/language';
import { clearStaffSession, readStaffToken } from './session';

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
