/** `Bearer <token>`: the scheme in any case (RFC 9110 §11.1), one or more spaces before it. */
const BEARER = /^bearer +(\S+) *$/i;

/** The token of an Authorization header using the Bearer scheme, or '' for anything else. */
export const bearerToken = (header: string | undefined) => BEARER.exec(header ?? '')?.[1] ?? '';
