import { UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { AccountAvatar } from './AccountAvatar';

/**
 * react-admin's user menu, named with what it shows (the account's name), so a voice user
 * who says the visible text reaches it, with the person's avatar.
 */
export function AccountMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const label = identity?.fullName
    ? translate('app.accountMenu', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return <UserMenu label={label} icon={<AccountAvatar />} />;
}
