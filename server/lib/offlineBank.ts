/** Bank-transfer details of the two entities shown for offline payment (spec section 2). */
export interface OfflineBank {
  hongKong: { corporateName: string; currentAccount: string; bankName: string };
  mainland: {
    unitName: string;
    companyName: string;
    bankAccountNumber: string;
    openingBank: string;
    remark: string;
  };
}

/** Placeholders until the operator configures OFFLINE_BANK_JSON with the real details. */
const OFFLINE_BANK_PLACEHOLDER: OfflineBank = {
  hongKong: {
    corporateName: '<Hong Kong corporate name>',
    currentAccount: '<current account number>',
    bankName: '<bank name>',
  },
  mainland: {
    unitName: '<unit name>',
    companyName: '<company name>',
    bankAccountNumber: '<bank account number>',
    openingBank: '<opening bank>',
    remark: '<remark: quote your order number>',
  },
};

/** The details from OFFLINE_BANK_JSON, each missing one a placeholder. */
export function offlineBank(json: string | undefined): OfflineBank {
  if (!json) return OFFLINE_BANK_PLACEHOLDER;
  const parsed = JSON.parse(json) as Partial<OfflineBank>;
  return {
    hongKong: { ...OFFLINE_BANK_PLACEHOLDER.hongKong, ...parsed.hongKong },
    mainland: { ...OFFLINE_BANK_PLACEHOLDER.mainland, ...parsed.mainland },
  };
}
