const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** True for hosts a cookie cannot be shared across subdomains of: localhost and IPs. */
export function isLocalOrIp(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    !hostname.includes('.') ||
    IPV4.test(hostname) ||
    hostname.includes(':')
  );
}

/**
 * The registrable part of a host name, by the last two labels ("console.example.com" →
 * "example.com"). Two-label public suffixes (co.uk) need VITE_PROVIDER_DOMAIN instead.
 */
export function registrableDomain(hostname: string): string {
  if (isLocalOrIp(hostname)) return hostname;
  return hostname.split('.').slice(-2).join('.');
}

/** Cookie `domain` attribute shared by the product's subdomains; none for localhost and IPs. */
export function parentCookieDomain(hostname: string): string | undefined {
  return isLocalOrIp(hostname) ? undefined : `.${registrableDomain(hostname)}`;
}
