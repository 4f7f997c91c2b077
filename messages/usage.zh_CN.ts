import type { usageEn } from './usage.en_US';

export const usageZh = {
  title: '用量',
  intro: '花在哪里、用在何处：按周期查看用量，并按所选维度拆分。',
  from: '开始日期',
  to: '结束日期',
  groupByLabel: '统计周期',
  splitByLabel: '拆分维度',
  groupBy: { day: '按日', week: '按周', month: '按月' },
  splitBy: {
    product: '产品',
    country: '国家/地区',
    messageType: '消息类型',
    subAccount: '账号',
  },
  filters: { product: '产品', country: '国家/地区', account: '账号', all: '全部' },
  columns: { period: '周期', quantity: '消息数', amount: '金额（USD）' },
  total: '合计',
  other: '其他',
  chartTitle: '按%{split}的消费（USD）',
  summary: '%{quantity} 条消息，%{amount} USD',
  empty: '该日期范围内没有用量。请选择其他日期或清除筛选条件。',
  exportCsv: '导出 CSV',
  exportXlsx: '导出 XLSX',
  weekOf: '%{date} 当周',
} satisfies typeof usageEn;
