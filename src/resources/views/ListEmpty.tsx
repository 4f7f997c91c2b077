import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../define';

/** An empty list: what it is for, and the first thing to do there (the list's own actions). */
export function ListEmpty({ def, action }: { def: ResourceDefinition; action: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack
      data-testid="empty-list"
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}
    >
      <InboxIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography sx={{ maxWidth: 520 }}>{translate(`app.emptyLists.${def.name}`)}</Typography>
      {action}
    </Stack>
  );
}
