import type { z } from 'zod';
import type { auditAction, auditResource } from '../contract/auditLog';

type Labels<E extends z.ZodEnum> = Record<z.infer<E>, string>;

/** The audit log's labels: its resource, enums and the screen's own words. */
export const auditLogResourceEn = {
  name: 'Audit log entry |||| Audit log',
  fields: {
    createdAt: 'Time',
    actor: 'Who',
    action: 'Action',
    resource: 'Resource',
    resourceId: 'Resource ID',
    ip: 'IP address',
    userAgent: 'Browser',
    before: 'Before',
    after: 'After',
  },
  filters: { createdFrom: 'From', createdTo: 'To' },
};

export const auditLogEnumsEn = {
  auditAction: {
    signIn: 'Signed in',
    signInFailed: 'Sign-in failed',
    signOut: 'Signed out',
    create: 'Created',
    update: 'Changed',
    delete: 'Deleted',
    setDefault: 'Made default',
    open: 'Opened',
    close: 'Closed',
    createToken: 'Token created',
    revokeToken: 'Token revoked',
    roll: 'Password rolled',
    rotateSecret: 'Secret rotated',
    enable: 'Enabled',
    disable: 'Disabled',
    adjust: 'Adjusted',
  } satisfies Labels<typeof auditAction>,
  auditResource: {
    session: 'Session',
    profile: 'Account information',
    apiKey: 'API key',
    callback: 'Callback address',
    role: 'Role',
    subAccount: 'Sub-account',
    walletAlerts: 'Low-balance alerts',
    autoRecharge: 'Auto-recharge',
    secondFactor: '2-step verification',
    company: 'Company details',
    topUp: 'Top-up',
    invoice: 'Invoice',
    account: 'Account',
    wallet: 'Wallet',
    senderId: 'Sender ID',
    messageTemplate: 'Message template',
    certification: 'Certification',
    messagePrivacy: 'Message privacy',
  } satisfies Labels<typeof auditResource>,
};

export const auditLogEn = {
  platform: 'The platform',
  kept: 'Every change made in this account, kept %{months} months.',
  changes: 'Changes',
  field: 'Field',
  noChanges: 'Nothing to compare: this action changes no fields.',
  secret: 'changed (never shown)',
  empty: '(empty)',
  export: 'Export CSV',
};
