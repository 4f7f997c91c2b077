import { BASE_PATH } from '../../../contract';
import type { NoticeDraft } from '../../modules/notices/publish';

/** The console's own pricing page: the demo links nothing outside the machine. */
const PRICING_LINK = `${BASE_PATH}/pricing`;

/** The notice a fresh demo database opens with, in both languages. */
export const WELCOME_NOTICE: NoticeDraft = {
  title: 'Welcome to the console',
  content:
    '<p>Your account is ready. Top up your wallet, activate the products you need and create ' +
    '<strong>API keys</strong> for your developers.</p>' +
    '<ul><li>Sub-accounts and roles: <em>Account management</em></li>' +
    `<li>Prices per country: <a href="${PRICING_LINK}">Pricing</a></li></ul>`,
  titleZh: '欢迎使用控制台',
  contentZh:
    '<p>您的账号已就绪。为钱包充值、开通所需产品，并为开发人员创建 <strong>API 密钥</strong>。</p>' +
    '<ul><li>子账号与角色：<em>账号管理</em></li>' +
    `<li>各国价格：<a href="${PRICING_LINK}">价格</a></li></ul>`,
};
