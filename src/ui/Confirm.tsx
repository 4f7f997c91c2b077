import CloseIcon from '@mui/icons-material/Close';
import { Confirm as RaConfirm, type ConfirmProps } from 'react-admin';

/**
 * react-admin's confirmation with a plain Cancel: its default warning icon on Cancel reads
 * as if cancelling were the risky choice.
 */
export function Confirm(props: ConfirmProps) {
  return <RaConfirm CancelIcon={CloseIcon} {...props} />;
}
