import { SaveButton, useSaveContext, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's SaveButton, enabled whatever the form's state (a form opened unchanged
 * may still be saved) except while its submission is in flight: then it shows its spinner
 * and ignores clicks, so one submission sends one write.
 */
export function PendingSaveButton({ disabled = false, ...props }: SaveButtonProps) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return (
    <SaveButton
      {...props}
      disabled={disabled}
      alwaysEnable={!disabled && !isSubmitting && !saving}
    />
  );
}
