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
  expiryDateRequired: 'Choose the expiry date.',
  urlScheme: 'The address must start with http:// or https://',
  urlInvalid: 'This is not a valid web address (no user name or password inside it).',
  eventsRequired: 'Choose at least one event.',
  eventsUnknown: 'Choose events of the selected channel.',
  keyRequired: 'A username needs its key.',
  usernameRequired: 'A key needs its username.',
  authTwice: 'Use either a username and key or an authorization header, not both.',
  callbackUnreachable: 'The connectivity check failed: %{reason}',
  replayDisabled: 'This callback address is disabled: enable it before sending events again.',
  disabledMail: {
    subject: 'Callback address %{name} is disabled',
    text: 'Deliveries to %{url} have failed for 5 days in a row, so the callback address %{name} is disabled and receives no events. Fix the receiver, then enable it again at %{settings}: the console offers to send again what failed meanwhile.',
  },
  probe: {
    ok: 'The address answered HTTP %{status} in %{ms} ms.',
    timeout:
      'No answer within %{seconds} seconds (timeout). The address must answer %{expected} within %{seconds} seconds.',
    status: 'The address answered HTTP %{status}; it must answer %{expected}.',
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
  // the console's own texts
  actions: 'Actions',
  shownOnce: 'Copy it now: it is shown this once. We keep only a hash and cannot show it again.',
  copy: 'Copy',
  copied: 'Copied',
  copyNamed: 'Copy %{name}',
  savedIt: 'I have saved it',
  keys: {
    roll: {
      action: 'Roll password',
      title: 'Roll the password of %{name}',
      intro:
        'A new password is made and shown once. Choose how long the current password keeps working, so your services can switch without an outage.',
      overlap: 'The current password stops working',
      overlaps: { now: 'Now', '1h': 'In 1 hour', '24h': 'In 24 hours', '7d': 'In 7 days' },
      confirm: 'Roll password',
      cancel: 'Cancel',
      done: 'New password of %{name}',
    },
    new: 'New API key',
    createTitle: 'New %{type} API key',
    editTitle: 'Edit %{type} API key',
    createdTitle: 'API key created',
    allowedIpsHint:
      'Comma separated IPv4 or IPv6 addresses or CIDR ranges, e.g. 203.0.113.7, 198.51.100.0/24. Empty: any address.',
    setDefault: 'Set as default',
    open: 'Open the key',
    close: 'Close the key',
    edit: 'Edit',
    actionsNamed: 'Actions: %{name}',
    defaultDone: '%{name} is now the default key of its type',
    openedDone: '%{name} is open',
    closedDone: '%{name} is closed',
    confirmDefault: {
      title: 'Set as default?',
      content:
        '%{name} becomes the default key of its product type; the current default stops being one.',
    },
    confirmClose: {
      title: 'Close this key?',
      content: 'Calls made with %{name} or its token are refused until it is opened again.',
    },
    confirmCloseDefault: {
      title: 'Close the default key?',
      content:
        '%{name} is the default key of its product type and stays so: while it is closed, calls made with it or its token are refused. Set another key as default first if calls must go on.',
    },
    confirmOpen: {
      title: 'Open this key?',
      content: 'Calls made with %{name} are accepted again.',
    },
  },
  token: {
    title: 'Token of %{name}',
    manage: 'Token',
    current: 'Current token:',
    none: 'No token',
    never: 'Never expires',
    until: 'Until %{date}',
    expiredOn: 'Expired %{date}',
    expiry: 'Expiry',
    onDate: 'Expires on a specific date',
    date: 'Expiry date',
    generate: 'Generate token',
    revoke: 'Revoke token',
    revokedDone: 'Token revoked',
    confirmReplace: {
      title: 'Replace the current token?',
      content:
        'The new token replaces the current token of %{name}, which stops working at once. The new one is shown once.',
    },
    confirmRevoke: {
      title: 'Revoke this token?',
      content:
        'Calls made with the token of %{name} are refused at once. The key and its password stay.',
    },
    createdTitle: 'Token generated',
    value: 'Token',
  },
  callbacks: {
    new: 'New callback address',
    createdTitle: 'Callback address saved',
    secret: 'Signing secret (Standard Webhooks: webhook-signature)',
    savedDone: 'The address answered the check and is saved',
    test: 'Send test event',
    testNamed: 'Send test event: %{name}',
    sending: 'Sending…',
    log: 'Delivery log',
    logNamed: 'Delivery log of %{name}',
    delete: 'Delete',
    deleteNamed: 'Delete %{name}',
    confirmDelete: {
      title: 'Delete this callback address?',
      content: '%{name} stops receiving events, and its delivery log is deleted.',
    },
  },
  log: {
    title: 'Delivery log of %{name}',
    kept: 'Requests sent to this address in the last %{days} days, newest first.',
    empty: 'Nothing sent yet. Use "Send test event" to try the address.',
    time: 'Time',
    event: 'Event',
    status: 'Status',
    latency: 'Latency',
    response: 'Response (excerpt)',
  },
  outcome: {
    ok: 'OK',
    timeout: 'Timeout',
    status: 'Status code',
    redirect: 'Redirect',
    dns: 'DNS failure',
    refused: 'Refused',
    blocked: 'Not allowed',
    reset: 'Closed',
    tls: 'TLS error',
    network: 'Unreachable',
  },
  events: {
    message_sent: 'Message sent',
    message_delivered: 'Message delivered',
    message_read: 'Message read',
    message_failed: 'Message failed',
    message_received: 'Message received (inbound)',
    template_status: 'Template status changed',
    otp_sent: 'Code sent',
    otp_verified: 'Code verified',
    otp_failed: 'Code failed',
    detection_completed: 'Detection completed',
  },
  wizard: {
    title: 'New callback address',
    steps: { channel: 'Channel', events: 'Events', basic: 'Basic information' },
    channel: 'Channel',
    channelHint: {
      whatsapp: 'Message status, inbound messages and template reviews',
      sms: 'Delivery reports and inbound SMS',
      otp: 'Verification codes sent, verified or failed',
      detection: 'Number detection tasks completed',
    },
    events: 'Events',
    urlHint:
      'Starts with http:// or https://. On save we send a signed test request: it must answer HTTP 200 within 3 seconds.',
    authorizationHint:
      'Sent as the Authorization header, e.g. Bearer <token>. Or use a username and key.',
    next: 'Next',
    back: 'Back',
    save: 'Check and save',
    checking: 'Checking the address…',
  },
};

export type DevtoolsMessages = typeof devtoolsEn;
