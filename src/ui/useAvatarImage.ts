import { useEffect, useState } from 'react';
import { AVATAR_PATH } from '../../contract/profile';
import { http } from '../dataProvider';

/**
 * An object URL of the caller's avatar: the image needs the session header, which an
 * <img src> cannot send, so it is fetched as a blob (the version makes each new one a new
 * request). Null while there is none or it is loading.
 */
export function useAvatarImage(version: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!version) return setUrl(null);
    let objectUrl: string | null = null;
    let current = true;
    http
      .get<Blob>(AVATAR_PATH, { params: { v: version }, responseType: 'blob', silent: true })
      .then((response) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(response.data);
        setUrl(objectUrl);
      })
      .catch(() => setUrl(null));
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [version]);
  return url;
}
