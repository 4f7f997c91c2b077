import type { ReviewReason } from '../contract/review';
import type { reviewReasonsEn, staffReviewsEn } from './staffReviews.en_US';

/** 驳回的常见原因：客户看到的说明（审核人员从中选择）。 */
export const reviewReasonsZh = {
  brandNotOwned: '该名称属于某个品牌，账户未证明有权使用。',
  misleading: '内容可能使接收人误解发送方身份。',
  contentNotAllowed: '该渠道不允许此类内容。',
  categoryMismatch: '类别与内容不符。',
  placeholdersUnclear: '占位符需要示例值或更清楚的说明。',
  documentUnreadable: '文件无法辨认，请上传清晰的扫描件或照片。',
  documentsMissing: '缺少证明注册信息的文件。',
  detailsMismatch: '填写的信息与文件不符。',
  paymentNotReceived: '尚未收到该订单的转账。',
  amountMismatch: '收到的金额与订单金额不符。',
  taxNumberInvalid: '税号无效。',
  other: '请见备注。',
} satisfies Record<ReviewReason, string> & Record<keyof typeof reviewReasonsEn, string>;

/** 员工审核接口的消息。 */
export const staffReviewsZh = {
  reasons: reviewReasonsZh,
  errors: {
    alreadyDecided: '该事项已处理。',
    amountMismatch: '收到的金额必须等于订单金额 %{amount} USD。',
    invoiceNoTaken: '已有发票使用此号码。',
  },
  invoiceNo: '只能使用字母、数字、短横线和斜线。',
} satisfies typeof staffReviewsEn;
