import { useEffect, useState } from 'react';
import { AVATAR_PATH } from '../../contract/profile';
import { http } from '../dataProvider';
import { readToken } from '../storage/token';

/**
 * The avatar of each session and version, asked once per page load whoever shows it (the app
 * bar and the account page): null when the account has none (the server answers 204) or it
 * failed.
 */
const images = new Map<string, Promise<Blob | null>>();
/** Per session, the image of the latest version a page has named since this page loaded. */
const named = new Map<string, Promise<Blob | null>>();

/** The app bar's version before any page has named the real one. */
export const CURRENT_AVATAR = 'current';

function avatarOf(version: string): Promise<Blob | null> {
  const session = readToken() ?? '';
  // the app bar asking after a page has named the version gets that page's image
  const namedImage = version === CURRENT_AVATAR ? named.get(session) : undefined;
  if (namedImage) return namedImage;
  const key = `${session}:${version}`;
  let image = images.get(key);
  if (!image) {
    // the first version a page names is the image the app bar already asked for as "current"
    const current = named.has(session) ? undefined : images.get(`${session}:${CURRENT_AVATAR}`);
    image =
      current ??
      http
        .get<Blob>(AVATAR_PATH, { params: { v: version }, responseType: 'blob', silent: true })
        .then((response) => (response.status === 204 ? null : response.data))
        .catch(() => null);
    images.set(key, image);
  }
  if (version !== CURRENT_AVATAR) named.set(session, image);
  return image;
}

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
    void avatarOf(version).then((blob) => {
      if (!current || !blob) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    });
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [version]);
  return url;
}
