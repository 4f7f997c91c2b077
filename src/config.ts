/**
 * Build-time settings of the console (Vite `VITE_*` variables), each with a default
 * that works locally. Nothing here is secret: it all ends up in the browser bundle.
 */
const env = import.meta.env;

/**
 * Third-party sign-in client id used until `/v1/user/google/clientId` answers with
 * code 000000 (spec section 7). Empty when not configured.
 */
export const DEFAULT_GOOGLE_CLIENT_ID: string = env.VITE_GOOGLE_CLIENT_ID ?? '';

/**
 * The provider's own domain for the referrer rule (spec section 1); defaults to the
 * registrable part of the host the console is served from.
 */
export const PROVIDER_DOMAIN_OVERRIDE: string | undefined = env.VITE_PROVIDER_DOMAIN || undefined;
