/**
 * Developer tools (API keys, tokens, callback addresses): the server's messages and the
 * console's, in one namespace of their own. Plain data, read by the server too.
 */
export const devtoolsEn = {
  ipInvalid:
    '"%{entry}" is not an IPv4 or IPv6 address or CIDR range (e.g. 203.0.113.7, 2001:db8::1, 198.51.100.0/24).',
  ipTooMany: 'At most %{max} addresses or ranges.',
  expiryRequired: 'Choose "Never expires" or a specific date.',
  expiryPast: 'The expiry date must be in the future.',
  urlScheme: 'The address must start with http:// or https://',
  urlInvalid: 'This is not a valid web address (no user name or password inside it).',
  eventsRequired: 'Choose at least one event.',
  eventsUnknown: 'Choose events of the selected channel.',
  keyRequired: 'A username needs its key.',
  usernameRequired: 'A key needs its username.',
  authTwice: 'Use either a username and key or an authorization header, not both.',
  callbackUnreachable: 'The connectivity check failed: %{reason}',
  probe: {
    ok: 'The address answered HTTP 200 in %{ms} ms.',
    timeout:
      'No answer within %{seconds} seconds (timeout). The address must answer HTTP 200 within %{seconds} seconds.',
    status: 'The address answered HTTP %{status}; it must answer HTTP 200.',
    redirect:
      'The address answered with a redirect (HTTP %{status}) to %{detail}; redirects are not followed, so enter the final address.',
    dns: 'The host name %{host} could not be resolved (DNS failure). Check the spelling.',
    refused: 'The connection to %{host} was refused: nothing accepts connections on that port.',
    blocked:
      'The address leads to %{detail}, a private, loopback, link-local or cloud metadata address, which callbacks may not reach.',
    reset: 'The connection to %{host} was closed before it answered.',
    tls: 'The HTTPS connection to %{host} failed (%{detail}). Check its certificate.',
    network: 'The address could not be reached (%{detail}).',
  },
};

export type DevtoolsMessages = typeof devtoolsEn;
