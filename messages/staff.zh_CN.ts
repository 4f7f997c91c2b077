/** 员工控制台服务端的消息：登录、绑定身份验证器、员工账号。 */
export const staffZh = {
  errors: {
    codeRequired: '请输入身份验证器应用中的 6 位验证码。',
    wrongCode: '验证码不正确或已被使用，请等待下一个验证码。',
    enrollmentExpired: '本次设置已过期，请使用一次性密码重新登录。',
    samePassword: '请设置一个与一次性密码不同的密码。',
    emailTaken: '该邮箱已有员工账号。',
    alreadySuspended: '该账号已被禁用。',
    notSuspended: '该账号未被禁用。',
    creditBelowDebt: '授信额度不能低于钱包当前欠款。',
    amountPositive: '请输入大于 0 的金额。',
    amountMaximum: '金额不能超过 1,000,000.00。',
    jobRunning: '该任务正在运行，请等待其完成或失败后再操作。',
    monthNotEnded: '%{month} 尚未结束，最近已结束的月份是 %{last}。',
  },
  auditLog: {
    createdAt: '时间',
    staffEmail: '员工',
    action: '操作',
    accountId: '账号',
    target: '对象',
    before: '操作前',
    after: '操作后',
    ip: 'IP 地址',
  },
};
