import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';
import { toastBus } from '../dataProvider/toasts';

const DEFAULT_DURATION = 4000;

interface Shown {
  id: number;
  payload: NotificationPayload;
}

const sameMessage = (a: NotificationPayload, b: NotificationPayload) =>
  a.type === b.type && typeof a.message === 'string' && a.message === b.message;

/**
 * react-admin's notification slot, showing at most one toast at a time: a newer
 * message replaces the one on screen and the queue is dropped, and a message equal to
 * the one showing (several calls failing together) does not show again. Undoable
 * notifications still get their Undo button; one that leaves unanswered commits. An error
 * toast goes when the screen changes or a later write succeeds: it is about what was.
 */
export function SingleToast() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const { pathname } = useLocation();
  const showing = useRef<NotificationPayload | null>(null);
  showing.current = open && shown ? shown.payload : null;

  const commit = (payload: NotificationPayload | undefined) => {
    if (payload?.notificationOptions?.undoable) takeMutation()?.({ isUndo: false });
  };

  useEffect(() => {
    if (notifications.length === 0) return;
    const latest = notifications[notifications.length - 1];
    notifications.slice(0, -1).forEach(commit);
    setNotifications([]);
    if (open && shown && sameMessage(shown.payload, latest)) return;
    if (open) commit(shown?.payload);
    nextId.current += 1;
    setShown({ id: nextId.current, payload: latest });
    setOpen(true);
    // commit/takeMutation are stable enough: they only read the undo queue
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notifications, setNotifications]);

  useEffect(() => {
    const payload = showing.current;
    if (payload?.type === 'error' && !payload.notificationOptions?.messageArgs?.acrossScreens)
      setOpen(false);
  }, [pathname]);

  useEffect(
    () =>
      toastBus.onSettle(() => {
        if (showing.current?.type === 'error') setOpen(false);
      }),
    [],
  );

  if (!shown) return null;
  const { message, type, notificationOptions: options = {} } = shown.payload;
  const text =
    typeof message === 'string'
      ? translate(message, { _: message, ...options.messageArgs })
      : message;

  const close = (isUndo: boolean) => {
    setOpen(false);
    if (options.undoable) takeMutation()?.({ isUndo });
  };

  return (
    <Snackbar
      key={shown.id}
      open={open}
      autoHideDuration={
        options.autoHideDuration === undefined ? DEFAULT_DURATION : options.autoHideDuration
      }
      onClose={(_, reason) => reason !== 'clickaway' && close(false)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={type}
        variant="filled"
        onClose={() => close(false)}
        action={
          options.undoable ? (
            <Button color="inherit" size="small" onClick={() => close(true)}>
              {translate('ra.action.undo')}
            </Button>
          ) : undefined
        }
        sx={{ whiteSpace: options.multiLine ? 'pre-wrap' : undefined }}
      >
        {text}
      </Alert>
    </Snackbar>
  );
}
