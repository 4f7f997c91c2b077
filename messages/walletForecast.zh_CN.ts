import type { walletForecastEn } from './walletForecast.en_US';

/** 钱包预测与低余额横幅（首页与控制台框架显示）。 */
export const walletForecastZh = {
  lasts: '按最近 7 天的日均消费（每天 %{spend} USD），您的余额约可使用 %{days} 天。',
  lastsOne: '按最近 7 天的日均消费（每天 %{spend} USD），您的余额不足一天。',
  noSpend: '最近 7 天没有消费。',
  banner: '您的可用额度已低于 %{threshold} USD（您设置的最低提醒额度）。',
  topUp: '充值',
} satisfies typeof walletForecastEn;
