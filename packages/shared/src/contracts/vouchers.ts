// The student voucher pack page /vouchers/{uid} (spec §1, §2).
//
//   GET /api/vouchers/:uid → VoucherPack. Public (no sign-in needed). 404 {code:'not_found'} when
//   the user does not exist or is not a student. Codes are issued on the owner's first visit and
//   are only ever returned to the owner; everyone else gets code: null (the page shows a call to
//   sign up instead).

import { z } from "zod";

export const VoucherOfferViewSchema = z.object({
  id: z.string(),
  partner: z.string(),
  category: z.string(),
  title: z.string(),
  /** Whole pounds. */
  value_pounds: z.number().int(),
  description: z.string(),
  terms: z.string(),
  /** ISO 8601. For the owner: the code's expiry. For others: when a code issued today would expire. */
  expires_at: z.string(),
  /** The owner's personal code (e.g. 'NVC-7K4M-Q2XD'); null for anyone else. */
  code: z.string().nullable(),
});
export type VoucherOfferView = z.infer<typeof VoucherOfferViewSchema>;

export const VoucherPackSchema = z.object({
  /** 'Free £100 worth of Vouchers'. */
  title: z.string(),
  owner: z.object({ user_id: z.string(), display_name: z.string().nullable() }),
  is_owner: z.boolean(),
  offers: z.array(VoucherOfferViewSchema),
  /** Sum of value_pounds: 100. */
  total_value: z.number().int(),
});
export type VoucherPack = z.infer<typeof VoucherPackSchema>;

export const vouchersPath = (uid: string) => `/api/vouchers/${encodeURIComponent(uid)}`;
