// The student voucher pack page /vouchers/{uid} (spec §1, §2).
//
//   GET /api/vouchers/:uid → VoucherPack. Public (no sign-in needed). Only the owner — a signed-in
//   student on their own page — gets their name (owner) and their codes, issued on the first visit.
//   Everyone else gets the same generic pack for any uid: owner null, code null (the page shows a
//   call to sign up instead), so it reveals neither whose pack it is nor whether the id exists.

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
  /** The viewer themself when they own the pack; null for everyone else (nothing personal). */
  owner: z.object({ user_id: z.string(), display_name: z.string().nullable() }).nullable(),
  is_owner: z.boolean(),
  offers: z.array(VoucherOfferViewSchema),
  /** Sum of value_pounds: 100. */
  total_value: z.number().int(),
});
export type VoucherPack = z.infer<typeof VoucherPackSchema>;

export const vouchersPath = (uid: string) => `/api/vouchers/${encodeURIComponent(uid)}` as const;
