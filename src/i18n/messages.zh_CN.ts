import type { SharedMessages } from './messages.en_US';

export const sharedZh = {
  errors: {
    responseError: '响应错误',
    invalidRequest: '部分字段无效，请检查后重试。',
    badCredentials: '账号或密码错误。',
    accountDisabled: '该账号已被禁用，请联系主账号。',
    tokenInvalid: '登录已过期，请重新登录。',
    sessionRevoked: '会话已结束，请重新登录。',
    forbidden: '您没有访问权限。',
    notFound: '未找到请求的内容。',
    routeNotFound: '该地址没有对应的接口。',
    payloadTooLarge: '请求内容过大。',
    tooManyRequests: '请求过于频繁，请稍后再试。',
    internal: '服务器出现问题，请稍后重试。',
    undecodableCredential: '无法读取凭证，请刷新页面后重试。',
    network: '无法连接服务器，请检查网络后重试。',
  },
  validation: {
    required: '必填',
    invalid: '无效的值',
    email: '格式不正确。',
    money: '请输入金额，例如 10.00',
    date: '请输入有效日期',
    tooShort: '至少 %{min} 个字符',
    tooLong: '最多 %{max} 个字符',
    tooSmall: '不能小于 %{min}',
    tooBig: '不能大于 %{max}',
    oneOf: '请选择列出的值之一',
    dateRange: '开始日期不能晚于结束日期',
  },
} satisfies SharedMessages;
