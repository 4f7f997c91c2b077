/** Messages of the staff console's server: sign-in, enrollment, staff users (the staff console). */
export const staffEn = {
  errors: {
    codeRequired: 'Enter the 6-digit code from your authenticator app.',
    wrongCode: 'The code is not correct or was already used. Wait for the next one.',
    enrollmentExpired: 'This setup has expired. Sign in again with your one-time password.',
    samePassword: 'Choose a password other than the one-time password.',
    emailTaken: 'A staff user with this email already exists.',
    alreadySuspended: 'This account is already disabled.',
    notSuspended: 'This account is not disabled.',
    creditBelowDebt: 'The credit limit cannot be less than what the wallet owes.',
    amountPositive: 'Enter an amount greater than 0.',
    amountMaximum: 'Enter an amount of at most 1,000,000.00.',
    jobRunning: 'This job is running. Let it finish or fail first.',
    monthNotEnded: '%{month} has not ended yet; the last closed month is %{last}.',
  },
  auditLog: {
    createdAt: 'Time',
    staffEmail: 'Staff user',
    action: 'Action',
    accountId: 'Account',
    target: 'Target',
    before: 'Before',
    after: 'After',
    ip: 'IP address',
  },
};
