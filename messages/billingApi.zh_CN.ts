import type { billingApiEn } from './billingApi.en_US';

/** 计费接口返回的消息。 */
export const billingApiZh = {
  exportTooLarge: '符合条件的订单超过 %{max} 条。请缩小筛选范围（例如创建时间）后再导出。',
  noOrders: '请至少选择一个订单。',
  orderNotInvoiceable: '所选订单中有无法开票的订单：只有本账号已支付的充值订单可以开票。',
  orderOnLiveApplication: '所选订单已在另一个开票申请中。请刷新列表后重新选择。',
  transitionRefused: '该申请当前的状态不允许此变更。请刷新查看其最新状态。',
  invoiceNotIssued: '发票尚未开具，暂无 PDF 可下载。',
  monthRangeTooLong: '月份范围不能超过 12 个月。',
  monthRangeReversed: '开始月份不能晚于结束月份。',
  dateRangeTooLong: '日期范围不能超过 12 个月。',
  dateRangeReversed: '开始日期不能晚于结束日期。',
  billNotFound: '未找到该账单。',
  month: '请选择月份',
  country: '请输入两位国家代码，例如 US',
} satisfies typeof billingApiEn;
