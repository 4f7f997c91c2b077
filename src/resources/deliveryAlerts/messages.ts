import type { Language } from '../../../contract/constants';
import type { ResourceMessages } from '../define';

/** Delivery alerts' labels in each language, kept with the resource. */
export const messages: Record<Language, ResourceMessages> = {
  en_US: {
    resource: {
      name: 'Delivery alert |||| Delivery alerts',
      fields: {
        product: 'Product',
        country: 'Country',
        belowPercent: 'Below delivery rate (%)',
        minMessages: 'With at least (messages)',
        callbackId: 'Callback address',
        state: 'State',
        firedAt: 'Last fired',
        createdAt: 'Created',
      },
    },
    menu: 'Delivery alerts',
    enums: { deliveryAlertState: { watching: 'Watching', firing: 'Fired' } },
    emptyList:
      'No delivery alerts yet. An alert emails you, and can send a callback event, when fewer of the last hour’s messages of a product and country are delivered than you set.',
  },
  zh_CN: {
    resource: {
      name: '送达率提醒 |||| 送达率提醒',
      fields: {
        product: '产品',
        country: '国家/地区',
        belowPercent: '送达率低于（%）',
        minMessages: '消息数至少',
        callbackId: '回调地址',
        state: '状态',
        firedAt: '最近触发',
        createdAt: '创建时间',
      },
    },
    menu: '送达率提醒',
    enums: { deliveryAlertState: { watching: '监控中', firing: '已触发' } },
    emptyList:
      '暂无送达率提醒。当过去一小时内某产品和国家/地区的消息送达率低于您的设置时，提醒会通过邮件通知您，也可发送回调事件。',
  },
};
