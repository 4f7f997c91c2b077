/** The wallet's forecast line and low-balance banner, shown on home and in the console's frame. */
export const walletForecastEn = {
  lasts:
    'At the last 7 days’ average spend (%{spend} USD a day), your balance lasts about %{days} days.',
  lastsOne:
    'At the last 7 days’ average spend (%{spend} USD a day), your balance lasts less than a day.',
  noSpend: 'No spend in the last 7 days.',
  banner: 'Your available limit is below %{threshold} USD, the lowest alert you set.',
  topUp: 'Top up',
};
