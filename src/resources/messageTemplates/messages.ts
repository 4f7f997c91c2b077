import type { Language } from '../../../contract/constants';
import type { ResourceMessages } from '../define';

/** Message templates' labels in each language, kept with the resource. */
export const messages: Record<Language, ResourceMessages> = {
  en_US: {
    resource: {
      name: 'Message template |||| Message templates',
      fields: {
        name: 'Template name',
        language: 'Language',
        category: 'Category',
        body: 'Body',
        status: 'Review status',
        reviewReason: 'Reason',
        reviewNote: 'Review note',
        createdAt: 'Submitted',
      },
    },
    menu: 'Message templates',
    enums: {
      templateCategory: {
        marketing: 'Marketing',
        utility: 'Utility',
        authentication: 'Authentication',
      },
      templateLanguage: {
        en_US: 'English (US)',
        en_GB: 'English (UK)',
        zh_CN: 'Chinese (simplified)',
        zh_HK: 'Chinese (Hong Kong)',
        es: 'Spanish',
        pt_BR: 'Portuguese (Brazil)',
        fr: 'French',
        de: 'German',
        id: 'Indonesian',
        ar: 'Arabic',
        hi: 'Hindi',
        ja: 'Japanese',
      },
    },
  },
  zh_CN: {
    resource: {
      name: '消息模板 |||| 消息模板',
      fields: {
        name: '模板名称',
        language: '语言',
        category: '类别',
        body: '正文',
        status: '审核状态',
        reviewReason: '原因',
        reviewNote: '审核备注',
        createdAt: '提交时间',
      },
    },
    menu: '消息模板',
    enums: {
      templateCategory: { marketing: '营销', utility: '通知', authentication: '身份验证' },
      templateLanguage: {
        en_US: '英语（美国）',
        en_GB: '英语（英国）',
        zh_CN: '简体中文',
        zh_HK: '中文（香港）',
        es: '西班牙语',
        pt_BR: '葡萄牙语（巴西）',
        fr: '法语',
        de: '德语',
        id: '印度尼西亚语',
        ar: '阿拉伯语',
        hi: '印地语',
        ja: '日语',
      },
    },
  },
};
