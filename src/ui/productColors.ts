/** Each product's colour in every chart (home, bill details, usage): a product keeps its colour. */
const PRODUCT_COLORS: Readonly<Record<string, string>> = {
  whatsapp: '#19B37D',
  sms_verification: '#2C46EA',
  sms_promotion: '#F5A623',
  otp_whatsapp: '#0E7C5A',
  otp_sms: '#9B51E0',
  otp_voice: '#EB5757',
  number_status: '#2D9CDB',
  number_validity: '#B8860B',
};

/** For products added later: picked by their key, so they too keep theirs. */
const SPARE_COLORS = ['#6FCF97', '#F2994A', '#56CCF2', '#BB6BD9', '#828282', '#219653'];

/** What stands for several products together ("Other"). */
export const OTHER_COLOR = '#BDBDBD';

export function productColor(productKey: string): string {
  const known = PRODUCT_COLORS[productKey];
  if (known) return known;
  let hash = 0;
  for (const char of productKey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SPARE_COLORS[hash % SPARE_COLORS.length];
}
