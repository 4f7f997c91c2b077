import type { Language } from '../../../contract/constants';
import type { ResourceMessages } from '../define';

/** Sender IDs' labels in each language, kept with the resource. */
export const messages: Record<Language, ResourceMessages> = {
  en_US: {
    resource: {
      name: 'Sender ID |||| Sender IDs',
      fields: {
        name: 'Sender name',
        countries: 'Countries',
        useCase: 'Use case',
        status: 'Review status',
        reviewReason: 'Reason',
        reviewNote: 'Review note',
        createdAt: 'Registered',
      },
    },
    menu: 'Sender IDs',
    enums: {
      senderIdUseCase: {
        otp: 'Verification codes',
        transactional: 'Transactional',
        marketing: 'Marketing',
      },
    },
  },
  zh_CN: {
    resource: {
      name: '发送方 ID |||| 发送方 ID',
      fields: {
        name: '发送方名称',
        countries: '国家/地区',
        useCase: '用途',
        status: '审核状态',
        reviewReason: '原因',
        reviewNote: '审核备注',
        createdAt: '注册时间',
      },
    },
    menu: '发送方 ID',
    enums: {
      senderIdUseCase: { otp: '验证码', transactional: '通知', marketing: '营销' },
    },
  },
};
