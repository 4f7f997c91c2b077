import { GeneratedPasswordDialog } from '../../resources/subAccounts/GeneratedPasswordDialog';

/** A staff user's one-time password, shown this once: the first sign-in replaces it. */
export const OneTimePasswordDialog = ({
  password,
  onClose,
}: {
  password: string;
  onClose: () => void;
}) => (
  <GeneratedPasswordDialog
    password={password}
    onClose={onClose}
    title="staffConsole.users.oneTimeTitle"
    text="staffConsole.users.oneTimeText"
  />
);
