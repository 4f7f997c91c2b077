/**
 * Server-shared messages a person can meet before signing in: API errors, validation and
 * the sign-in ways' errors and mails. Plain data, read by the server too (messages.en_US.ts).
 */
export const sharedPublicEn = {
  errors: {
    responseError: 'response error',
    invalidRequest: 'Some fields are not valid. Check them and try again.',
    badCredentials: 'The account or password is incorrect.',
    accountDisabled: 'This account is disabled. Contact your main account.',
    accountSuspended: 'This account has been disabled by the platform. Contact support.',
    tokenInvalid: 'Your sign-in has expired. Please sign in again.',
    sessionRevoked: 'Your session was ended. Please sign in again.',
    forbidden: 'You do not have access to this.',
    notFound: 'The requested item was not found.',
    routeNotFound: 'There is no API at this address.',
    badAddress: 'This address is not valid.',
    addressTooLong: 'This address is too long.',
    payloadTooLarge: 'The request is too large.',
    referenceReused:
      'This reference (Idempotency-Key) was already used with other content. Send a new one for a new request.',
    requestInProgress:
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
    idempotencyKey: 'The Idempotency-Key must be 1 to 255 visible characters.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again later.',
    undecodableCredential: 'The credential could not be read. Reload the page and try again.',
    network: 'The server could not be reached. Check your connection and try again.',
    emailExists: 'The email number has been exists!',
    phoneExists: 'The mobile phone number has been exists!',
    nameInUse: 'This name is already in use in your account.',
    valueInUse: 'Your account already has one with this value.',
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
    noListedPrice: 'No price is listed for this product, country and message type on that day.',
    required: 'Required',
    invalid: 'Invalid value',
    email: 'The format is incorrect.',
    money: 'Enter an amount such as 10.00',
    cents: 'Use at most 2 decimal places, such as 10.25',
    unitPrice: 'Enter a unit price in USD with at most 6 decimal places, such as 0.0050',
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
  // sign-up, codes and sign-in ways (issue 3)
  auth: {
    errors: {
      codeCooldown: 'Please wait %{seconds} s before asking for another code.',
      codeHourlyLimit: 'Too many codes were sent to this address. Try again in an hour.',
      codeInvalid: 'The verification code is incorrect or has expired.',
      codeAttempts: 'Too many wrong codes. Ask for a new code.',
      accountFormat: 'Enter an email address or a phone number with its country code.',
      tooManyFailures: 'Too many failed sign-ins. Please try again in %{minutes} minutes.',
      notActivated: 'This account is not activated yet. Follow the link in the email we sent you.',
      acceptTerms: 'Please read and accept the terms of service and the privacy policy.',
      resetTicket: 'This reset step has expired. Please start again.',
      googleUnavailable: 'Google sign-in is not available right now. Use another way to sign in.',
      googleInvalid: 'The Google sign-in could not be verified. Please try again.',
      googleUnknown:
        'No account is linked to this Google account. Sign up, or sign in another way and link it in account information.',
    },
    // each message a template: `<key>.text`, and `<key>.subject` when it goes by email
    mail: {
      code: {
        subject: 'Your verification code: %{code}',
        text: 'Your verification code is %{code}. It is valid for %{minutes} minutes. Do not share it.',
      },
      activation: {
        subject: 'Activate your account',
        text: 'Welcome! Open this link within 24 hours to activate your account: %{link}',
      },
    },
  },
};

export type SharedPublicMessages = typeof sharedPublicEn;
