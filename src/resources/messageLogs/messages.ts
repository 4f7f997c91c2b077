import type { Language } from '../../../contract/constants';
import type { ResourceMessages } from '../define';

/** The messages' labels in each language, kept with the resource. */
export const messages: Record<Language, ResourceMessages> = {
  en_US: {
    resource: {
      name: 'Message |||| Messages',
      fields: {
        createdAt: 'Sent',
        to: 'To',
        country: 'Country',
        product: 'Product',
        channel: 'Channel',
        status: 'Status',
        from: 'From',
        apiKeyId: 'API key',
        errorCode: 'Error code',
        price: 'Price (USD)',
        segments: 'Segments',
        template: 'Template',
        id: 'Message ID',
      },
      filters: { createdFrom: 'From', createdTo: 'To' },
    },
    menu: 'Messages',
    enums: {
      messageChannel: { whatsapp: 'WhatsApp', sms: 'SMS', voice: 'Voice' },
      messageStatus: {
        accepted: 'Accepted',
        sent: 'Sent',
        delivered: 'Delivered',
        read: 'Read',
        undelivered: 'Undelivered',
        failed: 'Failed',
        verified: 'Verified',
        expired: 'Expired',
        answered: 'Answered',
        unanswered: 'Unanswered',
        active: 'Number active',
        inactive: 'Number inactive',
        invalid: 'Number invalid',
      },
    },
    emptyList:
      'No messages in this range. Messages your API keys send and receive are listed here as they happen.',
  },
  zh_CN: {
    resource: {
      name: '消息 |||| 消息记录',
      fields: {
        createdAt: '发送时间',
        to: '接收号码',
        country: '国家/地区',
        product: '产品',
        channel: '渠道',
        status: '状态',
        from: '发送方',
        apiKeyId: 'API 密钥',
        errorCode: '错误码',
        price: '价格（USD）',
        segments: '条数',
        template: '模板',
        id: '消息 ID',
      },
      filters: { createdFrom: '开始时间', createdTo: '结束时间' },
    },
    menu: '消息记录',
    enums: {
      messageChannel: { whatsapp: 'WhatsApp', sms: '短信', voice: '语音' },
      messageStatus: {
        accepted: '已受理',
        sent: '已发送',
        delivered: '已送达',
        read: '已读',
        undelivered: '未送达',
        failed: '失败',
        verified: '已验证',
        expired: '已过期',
        answered: '已接听',
        unanswered: '未接听',
        active: '号码有效',
        inactive: '号码停用',
        invalid: '号码无效',
      },
    },
    emptyList: '该时间范围内没有消息。您的 API 密钥收发的消息会实时列在这里。',
  },
};
