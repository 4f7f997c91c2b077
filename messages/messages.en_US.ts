import { billingApiEn } from './billingApi.en_US';
import { messageLogsEn } from './messageInsights.en_US';
import { devtoolsEn } from './devtools.en_US';
import { staffEn } from './staff.en_US';
import { staffReviewsEn } from './staffReviews.en_US';
import { sharedPublicEn } from './sharedPublic.en_US';

/** The server-shared messages only the signed-in console shows. */
export const sharedConsoleEn = {
  billingApi: billingApiEn,
  messageLogs: messageLogsEn,
  devtools: devtoolsEn,
  walletAlerts: {
    thresholdPositive: 'Enter an amount above 0.00 USD.',
    thresholdMaximum: 'A threshold is at most 10,000,000.00 USD.',
    tooManyThresholds: 'At most 3 thresholds.',
    tooManyEmails: 'At most 5 extra email addresses.',
    duplicate: 'Each threshold only once.',
    callbackUnknown: 'Choose one of this account’s callback addresses.',
    subject: 'Your available limit is below %{threshold} USD',
    text: 'The available limit of your wallet is %{available} USD, below the %{threshold} USD you asked to hear about. Top up at %{url} so your messages keep going.',
  },
  deliveryAlerts: {
    anyProduct: 'all products',
    anyCountry: 'all countries',
    mail: {
      subject: 'Delivery rate %{rate} % for %{product} to %{country}',
      text: 'In the last hour %{delivered} of %{messages} messages of %{product} to %{country} were delivered (%{rate} %), below the %{threshold} % of your delivery alert. The failures and their error codes are at %{url}. This alert stays quiet until the rate is back at or above %{threshold} %, and tells you at most once an hour.',
    },
  },
  messagePrivacy: {
    retentionRange: 'Keep messages for: enter a whole number of days from 7 to 400.',
    numberInvalid: 'Number: enter it in international format, such as +55 11 98765 4321.',
    open: 'Privacy',
    title: 'Message privacy',
    intro:
      'What this account keeps of its messages and those of its sub-accounts. Only the main account can change it.',
    keepBodies: 'Keep message bodies',
    keepBodiesHint:
      'Off: the text of a message is never stored. Turning it off erases the bodies kept so far.',
    retentionDays: 'Keep messages for (days)',
    retentionHint: 'From 7 to 400 days; older messages are erased every day.',
    save: 'Save',
    saved: 'Privacy settings saved',
    forgetTitle: 'Forget a number',
    forgetIntro:
      'Erases every message to this number, with its journey and body, in this account and its sub-accounts. The audit log records it with the number masked.',
    number: 'Number',
    forget: 'Forget this number',
    confirmTitle: 'Forget %{number}?',
    confirmText:
      'Every message to this number, its journey and its body are erased for good. This cannot be undone.',
    forgotten: 'One message erased |||| %{smart_count} messages erased',
    mainOnly: 'Only the main account can change these settings.',
    body: 'Message body',
  },
  autoRecharge: {
    belowInvalid: 'Enter 0.00 USD or more.',
    targetAboveBelow: 'The balance to reach must be above the threshold.',
    capBelowAmount: 'The monthly cap must allow at least one top-up.',
    noCard: 'Choose a card saved for this wallet.',
    offMail: {
      subject: 'Auto-recharge is turned off',
      text: 'Three automatic top-ups of %{amount} USD in a row were declined, so auto-recharge is turned off and your balance is no longer topped up automatically. Check the card, then turn it on again at %{url}.',
    },
    authenticationMail: {
      subject: 'Your card needs you to pay by hand',
      text: 'An automatic top-up of %{amount} USD was not charged: your card asks you to authenticate the payment yourself. Top up by hand at %{url}.',
    },
  },
  wallet: {
    insufficientFunds:
      'The available limit (balance plus credit limit) is too low for this amount. Top up first.',
    productNotAuthorized: 'This account may not use this product.',
    minimum: 'Minimum 10.00 USD',
    maximum: 'At most 1,000,000.00 USD per top-up',
    productNotActivated: 'Activate this product before topping up for it.',
    offlineUnavailable: 'Offline payment is not available. Choose another way to pay.',
    onlineUnsupported: 'Online payment is unsupported for some platform regulation reasons.',
    methodUnavailable: 'This payment method is not available. Choose another way to pay.',
    balanceTooLow:
      'Your available limit (%{available} USD) is lower than %{amount} USD. Choose a smaller amount or another payment method.',
    balanceTooLowShort: 'The available limit is too low for balance payment.',
    checkoutItem: 'Top-up %{orderNo}',
    reasons: {
      timeout: 'The payment was not completed in time.',
      cardDeclined: 'The card issuer declined the payment.',
      wechatCancelled: 'The payer cancelled the payment in WeChat Pay.',
      alipayCancelled: 'The payer cancelled the payment in Alipay.',
      transferNotReceived: 'The transfer was not received.',
      paymentFailed: 'The payment did not go through.',
      authenticationRequired: 'The card needs its holder to authenticate this payment.',
    },
    sandbox: {
      title: 'Sandbox checkout',
      tag: 'Sandbox: no real money moves',
      orderNo: 'Order number',
      amount: 'Amount',
      pay: 'Pay',
      decline: 'Decline',
      qr: 'Payment QR code',
      cardLabel: 'Test card',
      cardApproves: 'approves',
      cardDeclinesLater: 'pays now; declines when charged later',
      save: 'Save this card for automatic top-ups',
      channel: {
        card: 'Credit card',
        wechat: 'WeChat Pay',
        alipay: 'Alipay',
        unionpay: 'UnionPay',
      },
      invalid: {
        title: 'Payment link not valid',
        text: 'This payment link is not valid. Start the top-up again from the console.',
      },
      expired: {
        title: 'Payment expired',
        text: 'This order was not paid in time and has been cancelled. Start a new top-up from the console.',
      },
      done: {
        title: 'Order already handled',
        text: 'This order has already been paid or declined. Return to the console to see its result.',
      },
      paid: {
        title: 'Payment successful',
        text: 'You can close this window and return to the console.',
      },
      declined: {
        title: 'Payment declined',
        text: 'The payment was declined. You can close this window and return to the console.',
      },
      paidLater: {
        title: 'Payment received',
        text: 'The console will show it in a moment. You can close this window.',
      },
      declinedLater: {
        title: 'Payment declined',
        text: 'The console will show it in a moment. You can close this window.',
      },
    },
  },
  profileErrors: {
    avatarType: 'You can only upload JPG/PNG file!',
    avatarTooLarge: 'Image must smaller than 3MB!',
    website: 'Enter a website address starting with http:// or https://',
    wrongPassword: 'The current password is incorrect.',
    samePassword: 'The new password must be different from the current one.',
    wrongCode: 'The verification code is incorrect.',
    challengeExpired: 'This sign-in step has expired. Please sign in again.',
    setupExpired: 'The authenticator setup has expired. Start it again.',
    totpNotEnabled: 'The authenticator app is not enabled for this account.',
    noPhone: 'Add a phone number to your account first.',
    noCodeToSend: 'This sign-in step uses an authenticator app; no code is sent.',
    sameContact: 'This is already the address of your account.',
    googleTaken: 'This Google account is already linked to another account.',
    registrationNo: 'Use letters, digits, spaces and dashes only.',
    documentType: 'The document must be a JPG, PNG or PDF file.',
    documentTooLarge: 'The document must be smaller than 5MB.',
    certificationLocked: 'The account is already certified or under certification.',
  },
  staff: staffEn,
  staffReviews: staffReviewsEn,
};

export type SharedConsoleMessages = typeof sharedConsoleEn;

/**
 * Messages the server sends as well as the console shows (errors and validation).
 * Plain data with no browser import, so the server reads them too.
 */
export const sharedEn = { ...sharedPublicEn, ...sharedConsoleEn };

export type SharedMessages = typeof sharedEn;
