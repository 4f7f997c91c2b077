import englishMessages from 'ra-language-english';
import type { z } from 'zod';
import type { accountType } from '../contract/enums';
import { sharedPublicEn } from './sharedPublic.en_US';

type Labels<E extends z.ZodEnum> = Record<z.infer<E>, string>;

/** The console's name, the language switch, sign-in and the error screens. */
const app = {
  title: 'Console',
  language: { label: 'Language', en_US: 'EN', zh_CN: '中文' },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to manage your products, wallet and orders.',
    account: 'Email or phone',
    accountHint: 'e.g. name@company.com or +8613800000000',
    password: 'Password',
    submit: 'Sign in',
    sessionEnded:
      'Your session ended. Sign in again to go back where you were, with what you typed (passwords and secrets are never kept).',
  },
  errors: {
    route: {
      title: 'Something went wrong',
      description: 'This page could not be displayed because of an error.',
      back: 'Go Back',
    },
    crash: { title: 'Whoa, Page is Crashing.', back: 'Go Back' },
    missing: { title: 'Whoa, Page does not exist.', home: 'Go Home' },
    unexpected: { title: 'Unexpected Application Error' },
    noAccess: {
      title: 'No access',
      description:
        'Your account is not allowed to open this page. Ask your main account for access.',
      home: 'Go Home',
    },
    chunk: { reload: 'Reload' },
  },
};

/** Sign-up, activation, the sign-in ways and the forgotten-password steps (issue 3). */
const accounts = {
  ways: { password: 'Password', code: 'Verification code', or: 'or' },
  links: {
    forgot: 'Forgot password?',
    noAccount: 'No account yet?',
    signup: 'Sign up',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
  },
  code: {
    account: 'Email or phone',
    accountHint: 'The code goes to this email, or by SMS to this phone',
    code: 'Verification code',
    codeHint: '6 digits, valid for 5 minutes',
    send: 'Send code',
    wait: 'Resend in %{seconds} s',
    sentEmail: 'If an account uses this address, a code is on its way by email.',
    sentSms: 'If an account uses this number, a code is on its way by SMS.',
    sentPhone: 'A code is on its way by SMS.',
    sixDigits: 'Enter the 6 digits of the code.',
    submit: 'Sign in',
  },
  google: {
    button: 'Continue with Google',
    loading: 'Loading Google…',
    unavailable:
      'Google sign-in could not be loaded. Check your connection, or sign in another way.',
    notConfigured: 'Google sign-in is not set up for this console. Sign in another way.',
    choose: 'Choose your Google account:',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Two short steps: your basic information, then your mobile number.',
    steps: { basics: 'Basic information', phone: 'Link mobile number' },
    offer: 'Free trial: %{amount} USD of credit in your wallet once your account is activated.',
    email: 'Email',
    password: 'Password',
    passwordHint: '6 to 16 characters with letters, digits and special characters such as !@#$^,_.',
    confirmPassword: 'Confirm password',
    accountType: 'Account type',
    nameIndividual: 'User name',
    nameCorporate: 'Corporate name',
    accept: 'I have read and accept the %{terms} and the %{privacy}',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    next: 'Next',
    back: 'Back',
    phone: 'Mobile number',
    phoneHint: 'With its country code, e.g. +8613800000000',
    submit: 'Create account',
    doneTitle: 'Check your email',
    doneText:
      'We sent an activation link to %{email}. Open it within 24 hours to activate your account.',
    resend: 'Send the link again',
    resent: 'A new activation link is on its way.',
  },
  activation: {
    working: 'Activating your account…',
    activatedTitle: 'Your account is activated',
    activatedText: 'Welcome! You can sign in now.',
    credit: '%{amount} USD of free trial credit is in your wallet.',
    expiredTitle: 'This activation link has expired',
    expiredText: 'Links are valid for 24 hours. Enter your email to get a new one.',
    usedTitle: 'This activation link was already used',
    usedText: 'Each link works once. If your account is active, just sign in.',
    invalidTitle: 'This activation link is not valid',
    invalidText: 'Open the whole link from the email, or ask for a new one below.',
    email: 'Email',
    resend: 'Send a new link',
    resent: 'If this email has an account waiting for activation, a new link is on its way.',
    signIn: 'Go to sign in',
  },
  reset: {
    title: 'Reset your password',
    steps: {
      account: 'Account',
      code: 'Verification',
      password: 'New password',
      done: 'Done',
    },
    account: 'Email or phone',
    accountHint: 'The email or phone of your account',
    next: 'Next',
    back: 'Back',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Reset password',
    doneTitle: 'Your password was reset',
    doneText: 'Every signed-in session of this account has ended. Sign in with your new password.',
    signIn: 'Go to sign in',
  },
};

/**
 * English messages of every screen a person can see before signing in (react-admin's own,
 * sign-in, sign-up, reset, activation, errors): the part that ships in the entry.
 */
export const publicEn = {
  ...englishMessages,
  // react-admin's empty lists name the resource mid-sentence in title case ("No Order details
  // found"); they say it plainly instead, under the list's own title
  ra: {
    ...englishMessages.ra,
    page: { ...englishMessages.ra.page, empty: 'Nothing here yet.' },
    navigation: {
      ...englishMessages.ra.navigation,
      no_results: 'Nothing found',
      no_filtered_results: 'Nothing matches the current filters.',
    },
  },
  ...sharedPublicEn,
  app,
  accounts,
  enums: {
    accountType: { corporate: 'Corporate', individual: 'Individual' } satisfies Labels<
      typeof accountType
    >,
  },
};

export type PublicMessages = typeof publicEn;
