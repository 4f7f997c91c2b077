import { z } from 'zod';

/** Bank-transfer details of the two entities shown for offline payment (spec section 2). */
const offlineBankSchema = z.object({
  hongKong: z.object({
    corporateName: z.string().min(1),
    currentAccount: z.string().min(1),
    bankName: z.string().min(1),
  }),
  mainland: z.object({
    unitName: z.string().min(1),
    companyName: z.string().min(1),
    bankAccountNumber: z.string().min(1),
    openingBank: z.string().min(1),
    remark: z.string().min(1),
  }),
});
export type OfflineBank = z.infer<typeof offlineBankSchema>;

/**
 * What the demo shows: complete, realistic and plainly fictitious (reserved example names,
 * account numbers that read as samples), so nobody mistakes them for where to pay.
 */
export const DEMO_OFFLINE_BANK: OfflineBank = {
  hongKong: {
    corporateName: 'Example Messaging (HK) Limited (demo)',
    currentAccount: '000-000000-001 (demo)',
    bankName: 'Example Bank (Hong Kong) Limited (demo)',
  },
  mainland: {
    unitName: 'Example Messaging (Shenzhen) Co., Ltd. (demo)',
    companyName: 'Example Messaging (Shenzhen) Co., Ltd. (demo)',
    bankAccountNumber: '6200 0000 0000 0000 (demo)',
    openingBank: 'Example Bank, Shenzhen Branch (demo)',
    remark: 'Quote your order number (demo)',
  },
};

/**
 * The details from OFFLINE_BANK_JSON, every field required. Without it offline payment is
 * not offered, except in the demo, which shows its fictitious details. A partial or
 * unreadable value is a configuration error, said in one line at start.
 */
export function offlineBank(json: string | undefined, demo: boolean): OfflineBank | null {
  if (!json) return demo ? DEMO_OFFLINE_BANK : null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('OFFLINE_BANK_JSON is not JSON');
  }
  const checked = offlineBankSchema.safeParse(parsed);
  if (!checked.success)
    throw new Error(
      `OFFLINE_BANK_JSON lacks ${checked.error.issues.map((issue) => issue.path.join('.')).join(', ')}`,
    );
  return checked.data;
}
