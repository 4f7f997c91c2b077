/**
 * Messages the server sends as well as the console shows (errors and validation).
 * Plain data with no browser import, so the server reads them too.
 */
export const sharedEn = {
  errors: {
    responseError: 'response error',
    invalidRequest: 'Some fields are not valid. Check them and try again.',
    badCredentials: 'The account or password is incorrect.',
    accountDisabled: 'This account is disabled. Contact your main account.',
    tokenInvalid: 'Your sign-in has expired. Please sign in again.',
    sessionRevoked: 'Your session was ended. Please sign in again.',
    forbidden: 'You do not have access to this.',
    notFound: 'The requested item was not found.',
    routeNotFound: 'There is no API at this address.',
    payloadTooLarge: 'The request is too large.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    undecodableCredential: 'The credential could not be read. Reload the page and try again.',
    network: 'The server could not be reached. Check your connection and try again.',
  },
  validation: {
    required: 'Required',
    invalid: 'Invalid value',
    email: 'The format is incorrect.',
    money: 'Enter an amount such as 10.00',
    date: 'Enter a valid date',
    tooShort: 'Must be at least %{min} characters',
    tooLong: 'Must be at most %{max} characters',
    tooSmall: 'Must be at least %{min}',
    tooBig: 'Must be at most %{max}',
    oneOf: 'Choose one of the listed values',
    dateRange: 'The start date must not be after the end date',
  },
};

export type SharedMessages = typeof sharedEn;
