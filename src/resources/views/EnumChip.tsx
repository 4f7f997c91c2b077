import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ChipColor, EnumName } from '../define';

/** An enum value as a translated chip in the colour its resource gives it. */
export function EnumChip({
  name,
  value,
  colors,
}: {
  name: EnumName;
  value: string;
  colors?: Partial<Record<string, ChipColor>>;
}) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors?.[value] ?? 'default'}
      label={translate(`enums.${name}.${value}`, { _: value })}
    />
  );
}
