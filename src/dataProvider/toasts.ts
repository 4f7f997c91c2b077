import { createToastBus } from './toastBus';

/** The console's toast channel: the HTTP client emits, the layout's ToastBridge shows. */
export const toastBus = createToastBus();
