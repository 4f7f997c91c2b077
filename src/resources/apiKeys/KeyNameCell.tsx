import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/apiKeys';
import { EnumChip } from '../views/EnumChip';

/** The key's name with what sets it apart: default of its type, closed. */
export function KeyNameCell() {
  const record = useRecordContext<ApiKey>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span>{record.name}</span>
      {record.isDefault && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={translate('resources.api-key.fields.isDefault')}
        />
      )}
      {record.status === 'close' && <EnumChip name="apiKeyStatus" value="close" />}
    </Stack>
  );
}
