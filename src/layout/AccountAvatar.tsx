import Avatar from '@mui/material/Avatar';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useStore } from 'react-admin';
import { CURRENT_AVATAR, useAvatarImage } from '../ui/useAvatarImage';
import { useWhenIdle } from '../ui/useWhenIdle';

/** The store key the account page sets when a new avatar is stored, so the app bar follows. */
export const AVATAR_VERSION_KEY = 'avatarVersion';

/**
 * The person's avatar in the app bar, or the generic icon while they have none. Asked for
 * once the browser is idle: a start's paints wait for no request (nor for the HTTP client,
 * which loads with the first).
 */
export function AccountAvatar() {
  const [version] = useStore<string | null>(AVATAR_VERSION_KEY, CURRENT_AVATAR);
  const idle = useWhenIdle();
  const image = useAvatarImage(idle ? version : null);
  return image ? <Avatar src={image} alt="" sx={{ width: 28, height: 28 }} /> : <AccountCircle />;
}
