import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslate } from 'react-admin';

const TITLE_SLOT = 'react-admin-title';

/**
 * A screen's title in the app bar, as react-admin's `Title` puts it there, without its
 * preferences editor (whose field brought MUI's TextField, Select and Menu to a start).
 */
export function ScreenTitle({ title }: { title: string }) {
  const translate = useTranslate();
  const [slot, setSlot] = useState(() => document.getElementById(TITLE_SLOT));
  // the app bar may mount after the screen: look again once mounted
  useEffect(() => {
    setSlot((found) =>
      found && document.body.contains(found) ? found : document.getElementById(TITLE_SLOT),
    );
  }, []);
  if (!slot) return null;
  return createPortal(
    <span>
      <span>{translate(title, { _: title })}</span>
    </span>,
    slot,
  );
}
