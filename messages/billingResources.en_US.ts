import type { MESSAGE_TYPES } from '../contract/bills';

/** Labels of the billing resources (`resources.<name>`) and their enums. */
export const billingResourcesEn = {
  'billing/invoice': {
    name: 'Invoice application |||| Invoice management',
    fields: {
      applicationNo: 'Application number',
      createdAt: 'Application time',
      receiptHeader: 'Receipt header',
      taxId: 'Tax ID',
      amount: 'Invoice amount (USD)',
      status: 'Status',
      fee: 'Processing fee (USD)',
      subtotal: 'Subtotal (USD)',
      orderCount: 'Orders',
    },
    filters: { createdFrom: 'Applied from', createdTo: 'Applied to' },
  },
  'billing/bill': {
    name: 'Bill |||| Monthly bill',
    fields: {
      billNo: 'Bill number',
      productKey: 'Type',
      month: 'Billing month',
      corporateName: 'Corporate name',
      billType: 'Bill type',
      itemCount: 'Number of bills',
      amount: 'Bill amount (USD)',
      createdAt: 'Created',
    },
  },
  'billing/bill-details': {
    name: 'Bill detail |||| Bill details',
    fields: {
      id: 'ID',
      date: 'Date',
      productKey: 'Type',
      country: 'Country',
      messageType: 'Message type',
      quantity: 'Quantity',
      unitPrice: 'Unit price (USD)',
      amount: 'Amount (USD)',
    },
  },
};

export const billingEnumsEn = {
  billType: { prepayment: 'Prepayment', monthly: 'Monthly statement' },
  messageType: {
    marketing: 'Marketing',
    utility: 'Utility',
    authentication: 'Authentication',
    service: 'Service',
    sms: 'SMS',
    voice: 'Voice',
    otp: 'One-time password',
  } satisfies Record<(typeof MESSAGE_TYPES)[number], string>,
};
