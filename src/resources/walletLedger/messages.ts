import type { Language } from '../../../contract/constants';
import type { ResourceMessages } from '../define';

/** The wallet ledger's labels in each language, kept with the resource. */
export const messages: Record<Language, ResourceMessages> = {
  en_US: {
    resource: {
      name: 'Wallet entry |||| Wallet activity',
      fields: {
        createdAt: 'Time',
        type: 'Type',
        amount: 'Amount (USD)',
        balanceAfter: 'Balance after (USD)',
        orderNo: 'Order number',
        note: 'Details',
      },
      filters: { createdFrom: 'From', createdTo: 'To' },
    },
    menu: 'Wallet activity',
    emptyList:
      'No wallet activity yet. Top-ups, usage charges and adjustments of your wallet are listed here.',
  },
  zh_CN: {
    resource: {
      name: '钱包流水 |||| 钱包流水',
      fields: {
        createdAt: '时间',
        type: '类型',
        amount: '金额（USD）',
        balanceAfter: '变动后余额（USD）',
        orderNo: '订单号',
        note: '说明',
      },
      filters: { createdFrom: '开始日期', createdTo: '结束日期' },
    },
    menu: '钱包流水',
    emptyList: '暂无钱包流水。钱包的充值、用量扣费和调账会列在这里。',
  },
};
