import { billingApiZh } from './billingApi.zh_CN';
import { messageLogsZh } from './messageInsights.zh_CN';
import { devtoolsZh } from './devtools.zh_CN';
import type { SharedConsoleMessages, SharedMessages } from './messages.en_US';
import { staffZh } from './staff.zh_CN';
import { staffReviewsZh } from './staffReviews.zh_CN';
import { sharedPublicZh } from './sharedPublic.zh_CN';

export const sharedConsoleZh = {
  billingApi: billingApiZh,
  messageLogs: messageLogsZh,
  devtools: devtoolsZh,
  walletAlerts: {
    thresholdPositive: '请输入大于 0.00 USD 的金额。',
    thresholdMaximum: '阈值最多为 10,000,000.00 USD。',
    tooManyThresholds: '最多 3 个提醒额度。',
    tooManyEmails: '最多 5 个额外邮箱。',
    duplicate: '每个提醒额度只能设置一次。',
    callbackUnknown: '请选择本账号的回调地址。',
    subject: '您的可用额度已低于 %{threshold} USD',
    text: '您钱包的可用额度为 %{available} USD，已低于您设置的提醒额度 %{threshold} USD。请前往 %{url} 充值，以免消息发送中断。',
  },
  deliveryAlerts: {
    anyProduct: '所有产品',
    anyCountry: '所有国家和地区',
    mail: {
      subject: '%{product}发往%{country}的送达率为 %{rate}%',
      text: '过去一小时内，%{product}发往%{country}的 %{messages} 条消息中有 %{delivered} 条送达（%{rate}%），低于您的送达率提醒设置的 %{threshold}%。失败的消息及其错误码见 %{url}。送达率回到 %{threshold}% 或以上之前，此提醒不会再次通知，且每小时最多通知一次。',
    },
  },
  messagePrivacy: {
    retentionRange: '消息保留天数：请输入 7 到 400 之间的整数。',
    numberInvalid: '号码：请按国际格式输入，例如 +55 11 98765 4321。',
    open: '隐私设置',
    title: '消息隐私',
    intro: '本账号及其子账号的消息保留哪些内容。只有主账号可以修改。',
    keepBodies: '保存消息内容',
    keepBodiesHint: '关闭时不保存任何消息的正文。关闭后，已保存的正文将被删除。',
    retentionDays: '消息保留天数',
    retentionHint: '7 到 400 天；更早的消息每天自动删除。',
    save: '保存',
    saved: '隐私设置已保存',
    forgetTitle: '删除号码记录',
    forgetIntro:
      '删除本账号及其子账号发往该号码的所有消息，包括投递过程和正文。操作日志会记录此操作，号码部分隐藏。',
    number: '号码',
    forget: '删除该号码的记录',
    confirmTitle: '删除 %{number} 的记录？',
    confirmText: '发往该号码的所有消息、投递过程和正文都将被永久删除，无法恢复。',
    forgotten: '已删除 %{smart_count} 条消息',
    mainOnly: '只有主账号可以修改这些设置。',
    body: '消息内容',
  },
  autoRecharge: {
    belowInvalid: '请输入 0.00 USD 或以上的金额。',
    targetAboveBelow: '充值后的目标余额必须高于触发金额。',
    capBelowAmount: '每月上限至少要能容纳一次充值。',
    noCard: '请选择为此钱包保存的银行卡。',
    offMail: {
      subject: '自动充值已关闭',
      text: '连续三次 %{amount} USD 的自动充值被拒绝，自动充值已关闭，余额不会再自动充值。请检查银行卡后在 %{url} 重新开启。',
    },
    authenticationMail: {
      subject: '您的银行卡需要您手动支付',
      text: '一次 %{amount} USD 的自动充值未能扣款：您的银行卡要求您亲自验证此次付款。请前往 %{url} 手动充值。',
    },
  },
  wallet: {
    insufficientFunds: '可用额度（余额加信用额度）不足以支付该金额，请先充值。',
    productNotAuthorized: '该账号无权使用此产品。',
    minimum: '最低 10.00 USD',
    maximum: '单次充值最多 1,000,000.00 USD',
    productNotActivated: '请先开通该产品再为其充值。',
    offlineUnavailable: '暂不支持线下支付，请选择其他支付方式。',
    onlineUnsupported: '由于平台监管原因，暂不支持在线支付。',
    methodUnavailable: '暂不支持该支付方式，请选择其他支付方式。',
    balanceTooLow:
      '您的可用额度（%{available} USD）低于 %{amount} USD。请选择较小的金额或其他支付方式。',
    balanceTooLowShort: '可用额度不足，无法使用余额支付。',
    checkoutItem: '充值 %{orderNo}',
    reasons: {
      timeout: '未在规定时间内完成支付。',
      cardDeclined: '发卡行拒绝了该笔支付。',
      wechatCancelled: '付款人在微信支付中取消了支付。',
      alipayCancelled: '付款人在支付宝中取消了支付。',
      transferNotReceived: '未收到转账。',
      paymentFailed: '支付未成功。',
      authenticationRequired: '该银行卡需要持卡人验证此次付款。',
    },
    sandbox: {
      title: '沙箱收银台',
      tag: '沙箱：不会产生真实扣款',
      orderNo: '订单号',
      amount: '金额',
      pay: '支付',
      decline: '拒绝',
      qr: '支付二维码',
      cardLabel: '测试卡',
      cardApproves: '支付成功',
      cardDeclinesLater: '本次支付成功；之后自动扣款时被拒绝',
      save: '保存此卡用于自动充值',
      channel: {
        card: '信用卡',
        wechat: '微信支付',
        alipay: '支付宝',
        unionpay: '银联',
      },
      invalid: {
        title: '支付链接无效',
        text: '此支付链接无效，请从控制台重新发起充值。',
      },
      expired: {
        title: '支付已超时',
        text: '该订单未在规定时间内支付，已被取消。请从控制台重新发起充值。',
      },
      done: {
        title: '订单已处理',
        text: '该订单已支付或已被拒绝，请返回控制台查看结果。',
      },
      paid: {
        title: '支付成功',
        text: '您可以关闭此窗口并返回控制台。',
      },
      declined: {
        title: '支付被拒绝',
        text: '支付被拒绝。您可以关闭此窗口并返回控制台。',
      },
      paidLater: {
        title: '已收到付款',
        text: '控制台稍后会显示结果，您可以关闭此窗口。',
      },
      declinedLater: {
        title: '支付被拒绝',
        text: '控制台稍后会显示结果，您可以关闭此窗口。',
      },
    },
  },
  profileErrors: {
    avatarType: '只能上传 JPG/PNG 文件！',
    avatarTooLarge: '图片必须小于 3MB！',
    website: '请输入以 http:// 或 https:// 开头的网址',
    wrongPassword: '当前密码不正确。',
    samePassword: '新密码不能与当前密码相同。',
    wrongCode: '验证码不正确。',
    challengeExpired: '本次登录验证已过期，请重新登录。',
    setupExpired: '身份验证器设置已过期，请重新开始。',
    totpNotEnabled: '该账号未启用身份验证器。',
    noPhone: '请先为账号添加手机号。',
    noCodeToSend: '本次登录验证使用身份验证器，不发送验证码。',
    sameContact: '这已是您账号当前使用的地址。',
    googleTaken: '该 Google 账号已关联其他账号。',
    registrationNo: '只能使用字母、数字、空格和短横线。',
    documentType: '证明文件必须是 JPG、PNG 或 PDF 文件。',
    documentTooLarge: '证明文件必须小于 5MB。',
    certificationLocked: '该账号已认证或正在认证中。',
  },
  staff: staffZh,
  staffReviews: staffReviewsZh,
} satisfies SharedConsoleMessages;

export const sharedZh = { ...sharedPublicZh, ...sharedConsoleZh } satisfies SharedMessages;
