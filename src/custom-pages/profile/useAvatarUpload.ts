import { useState } from 'react';
import { useNotify } from 'react-admin';
import { AVATAR_MAX_BYTES } from '../../../contract/constants';
import { uploadAvatar } from '../../../contract/profile';
import { http } from '../../dataProvider';

const ACCEPTED = ['image/jpeg', 'image/png'];

/**
 * Uploads an avatar with its progress in percent (null when idle). The spec's checks run
 * here first, on the type the browser gives the file and its size; the server checks the
 * bytes themselves again and its refusal shows as the toast.
 */
export function useAvatarUpload(onUploaded: () => void) {
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    if (!ACCEPTED.includes(file.type)) return notify('profileErrors.avatarType', { type: 'error' });
    if (file.size >= AVATAR_MAX_BYTES)
      return notify('profileErrors.avatarTooLarge', { type: 'error' });
    setProgress(0);
    try {
      await http.put(uploadAvatar.path, file, {
        headers: { 'Content-Type': 'application/octet-stream' },
        onUploadProgress: (event) =>
          setProgress(Math.round((event.loaded * 100) / (event.total || file.size))),
      });
      notify('profile.avatar.done', { type: 'success' });
      onUploaded();
    } catch {
      // the HTTP layer has shown the server's message
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}
