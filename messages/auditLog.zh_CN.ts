/** 审计日志的中文标签。 */
export const auditLogResourceZh = {
  name: '审计日志 |||| 审计日志',
  fields: {
    createdAt: '时间',
    actor: '操作人',
    action: '操作',
    resource: '对象',
    resourceId: '对象 ID',
    ip: 'IP 地址',
    userAgent: '浏览器',
    before: '修改前',
    after: '修改后',
  },
  filters: { createdFrom: '开始日期', createdTo: '结束日期' },
};

export const auditLogEnumsZh = {
  auditAction: {
    signIn: '登录',
    signInFailed: '登录失败',
    signOut: '退出登录',
    create: '创建',
    update: '修改',
    delete: '删除',
    setDefault: '设为默认',
    open: '开启',
    close: '关闭',
    createToken: '生成令牌',
    revokeToken: '撤销令牌',
    roll: '轮换密码',
    rotateSecret: '轮换密钥',
    enable: '启用',
    disable: '停用',
  },
  auditResource: {
    session: '会话',
    profile: '账户信息',
    apiKey: 'API 密钥',
    callback: '回调地址',
    role: '角色',
    subAccount: '子账号',
    walletAlerts: '余额不足提醒',
    autoRecharge: '自动充值',
    secondFactor: '两步验证',
    company: '公司信息',
    topUp: '充值',
    invoice: '发票',
    senderId: '发送方 ID',
    messageTemplate: '消息模板',
    certification: '企业认证',
  },
};

export const auditLogZh = {
  kept: '本账号的每一次变更，保留 %{months} 个月。',
  changes: '变更内容',
  field: '字段',
  noChanges: '此操作没有修改任何字段。',
  secret: '已修改（不显示）',
  empty: '（空）',
  export: '导出 CSV',
};
