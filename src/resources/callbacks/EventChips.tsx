import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Callback } from '../../../contract/callbacks';

/** The i18n key of an event's name ("message.delivered" → devtools.events.message_delivered). */
export const eventLabelKey = (event: string) => `devtools.events.${event.replace('.', '_')}`;

/** The events an address receives, each by its translated name. */
export function EventChips() {
  const record = useRecordContext<Callback>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.events.map((event) => (
        <Chip key={event} size="small" label={translate(eventLabelKey(event), { _: event })} />
      ))}
    </Stack>
  );
}
