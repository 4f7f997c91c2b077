import { globals } from '../../../dataProvider';

/** Google Identity Services: fetched only when the Google button is used. */
const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

interface GoogleId {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
  }): void;
  renderButton(element: HTMLElement, options: Record<string, unknown>): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let loading: Promise<GoogleId> | null = null;

/** Adds Google's script once; rejects when it cannot be fetched (offline) or runs late. */
function loadGoogle(): Promise<GoogleId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleId>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null; // a later click may try again
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('Google script timed out'), LOAD_TIMEOUT_MS);
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail('Google script did not start');
    };
    script.onerror = () => fail('Google script failed to load');
    document.head.append(script);
  });
  return loading;
}

/**
 * Starts Google sign-in: the client id from the server (built-in default until it answers
 * 000000), Google's script, its button in `container` and its one-tap prompt. The ID token
 * Google hands back goes to `onCredential`. Resolves 'notConfigured' without a client id.
 */
export async function startGoogleSignIn(
  container: HTMLElement,
  locale: string,
  onCredential: (credential: string) => void,
): Promise<'ready' | 'notConfigured'> {
  const clientId = await globals.googleClientId();
  if (!clientId) return 'notConfigured';
  const id = await loadGoogle();
  id.initialize({
    client_id: clientId,
    callback: (response) => {
      if (response.credential) onCredential(response.credential);
    },
  });
  id.renderButton(container, {
    theme: 'outline',
    size: 'large',
    width: container.clientWidth || 350,
    locale: locale.replace('_', '-'),
  });
  id.prompt();
  return 'ready';
}
