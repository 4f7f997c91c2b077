import { devtoolsEn } from './devtools.en_US';

/**
 * Messages the server sends as well as the console shows (errors and validation).
 * Plain data with no browser import, so the server reads them too.
 */
export const sharedEn = {
  devtools: devtoolsEn,
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
    emailExists: 'The email number has been exists!',
    phoneExists: 'The mobile phone number has been exists!',
    roleNameExists: 'A role with this name already exists.',
    roleNotFound: 'The role was not found.',
    roleInUse: 'This role is held by %{count} sub-account(s). Move them to another role first.',
    reassignToSelf: 'Choose a different role to move the sub-accounts to.',
    cannotGrantMore: 'You cannot grant access that you do not have yourself.',
    cannotManageSelf: 'You cannot change your own sub-account here.',
    productNotActivated: 'Only products your account has activated can be authorized.',
    ownWalletNotEmpty:
      'This sub-account still has a balance in its own wallet, so it cannot be deleted. Disable it instead.',
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
    passwordLength: 'The password must be 6 to 16 characters long.',
    passwordChars: 'Use only letters, digits and special characters such as !@#$^,_. (no spaces).',
    passwordMix:
      'The password must contain letters, digits and special characters such as !@#$^,_.',
    passwordMismatch: 'The two passwords do not match!',
    emoji: 'Emoji are not allowed here.',
    phone: 'Enter the number with its country code, e.g. +8613800000000.',
  },
};

export type SharedMessages = typeof sharedEn;
