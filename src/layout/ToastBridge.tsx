import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { toastBus } from '../dataProvider/toasts';

/** Shows the HTTP client's error messages (spec section 8) as react-admin notifications. */
export function ToastBridge() {
  const notify = useNotify();
  useEffect(
    // `_` is the text itself: server messages are already in the request's language
    () =>
      toastBus.subscribe((message, { acrossScreens }) =>
        notify(message, { type: 'error', messageArgs: { _: message, acrossScreens } }),
      ),
    [notify],
  );
  return null;
}
