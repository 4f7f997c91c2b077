import type { CatalogueHomeMessages } from './catalogueHome.en_US';

/** 首页显示的目录文案：产品卡片与服务团队卡片。 */
export const catalogueHomeZh = {
  products: {
    activate: '开通',
    use: '使用',
    learnMore: '了解更多',
    details: '详情',
    activateTitle: '开通 %{name}？',
    activateContent: '开通后即可使用您的 API 密钥调用 %{name}，用量按所列价格从钱包扣费。',
    activatedDone: '%{name} 已开通。',
    priceFrom: '%{price} USD / %{unit} 起',
    units: { message: '条', number: '个号码', call: '次呼叫' },
    noPrice: '价格请咨询',
    mainOnly: '只有主账号可以开通产品。',
    none: '无',
    loadFailed: '产品加载失败。',
    retry: '重试',
  },
  home: {
    serviceTeam: '服务团队',
    serviceIntro: '对产品、价格或账单有疑问？请联系我们。',
    email: '邮箱',
    phone: '电话',
    whatsapp: 'WhatsApp',
    hours: '服务时间',
    apiDocs: 'API 文档',
    apiDocsIntro: '每个产品 API 的指南与参考。',
    openDocs: '打开 API 文档',
    topUp: '充值',
    moreApis: '更多 API',
    spendTitle: '近 30 天消费（USD）',
    spendTotal: '合计 %{amount} USD',
    spendEmpty: '近 30 天没有消费。',
    spendDay: '%{date}：%{amount} USD',
  },
} satisfies CatalogueHomeMessages;
