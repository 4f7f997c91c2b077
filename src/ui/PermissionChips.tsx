import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { PermissionGroup } from '../../contract/permissions';

/** A role's permission groups as chips (or 'none'), from the record in context. */
export function PermissionChips() {
  const translate = useTranslate();
  const groups = (useRecordContext()?.permissions ?? []) as PermissionGroup[];
  if (groups.length === 0)
    return <Chip size="small" variant="outlined" label={translate('app.users.noPermissions')} />;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {groups.map((group) => (
        <Chip
          key={group}
          size="small"
          color="primary"
          variant="outlined"
          label={translate(`app.users.groups.${group}.title`)}
        />
      ))}
    </Stack>
  );
}
