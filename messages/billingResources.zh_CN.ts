import type { billingEnumsEn, billingResourcesEn } from './billingResources.en_US';

export const billingResourcesZh = {
  'billing/invoice': {
    name: '开票申请 |||| 发票管理',
    fields: {
      applicationNo: '申请编号',
      createdAt: '申请时间',
      receiptHeader: '发票抬头',
      taxId: '税号',
      amount: '发票金额（USD）',
      status: '状态',
      fee: '手续费（USD）',
      subtotal: '小计（USD）',
      orderCount: '订单数',
    },
    filters: { createdFrom: '申请开始日期', createdTo: '申请结束日期' },
  },
  'billing/bill': {
    name: '账单 |||| 月度账单',
    fields: {
      billNo: '账单编号',
      productKey: '类型',
      month: '账单月份',
      corporateName: '公司名称',
      billType: '账单类型',
      itemCount: '账单数',
      amount: '账单金额（USD）',
      createdAt: '生成时间',
    },
  },
  'billing/bill-details': {
    name: '账单明细 |||| 账单明细',
    fields: {
      id: 'ID',
      date: '日期',
      productKey: '类型',
      country: '国家',
      messageType: '消息类型',
      quantity: '数量',
      unitPrice: '单价（USD）',
      amount: '金额（USD）',
    },
  },
} satisfies typeof billingResourcesEn;

export const billingEnumsZh = {
  billType: { prepayment: '预付费', monthly: '月结账单' },
  messageType: {
    marketing: '营销',
    utility: '通知',
    authentication: '身份验证',
    service: '服务',
    sms: '短信',
    voice: '语音',
    otp: '验证码',
  },
} satisfies typeof billingEnumsEn;
