// The student welcome pack (spec §1 "Free £100 worth of Vouchers", §2 /vouchers/{uid}). The
// catalogue is fixed data shipped with the code (see docs/decisions/007-vouchers.md); only each
// user's codes are stored (voucher_codes). Partner names are invented for this product.

export const VOUCHER_PACK_TITLE = "Free £100 worth of Vouchers";
/** Codes expire this many months after they were issued. */
export const VOUCHER_VALIDITY_MONTHS = 6;
/** Alphabet without look-alikes (no 0/O, 1/I/L) so a code read aloud or typed is unambiguous. */
export const VOUCHER_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** Random characters after the partner prefix: 31^8 ≈ 8.5e11 codes per offer. */
export const VOUCHER_CODE_RANDOM_LENGTH = 8;

export interface VoucherOffer {
  /** Stable id stored in voucher_codes.offer_id; never rename. */
  id: string;
  partner: string;
  /** Code prefix identifying the partner, 3–4 upper-case letters. */
  prefix: string;
  category: "removals" | "furniture" | "broadband" | "groceries" | "cleaning" | "bikes";
  title: string;
  value_pounds: number;
  description: string;
  terms: string;
}

export const VOUCHER_OFFERS: readonly VoucherOffer[] = Object.freeze([
  {
    id: "removals-northern-van-co",
    partner: "Northern Van Co.",
    prefix: "NVC",
    category: "removals",
    title: "£20 off a man-with-a-van move",
    value_pounds: 20,
    description:
      "Two-hour man-with-a-van slot anywhere in Greater Manchester, ideal for moving halls to a shared house.",
    terms:
      "Minimum booking £60. One code per booking. Not exchangeable for cash. Book at least 48 hours ahead.",
  },
  {
    id: "furniture-mancunian-rehome",
    partner: "Mancunian ReHome",
    prefix: "MRH",
    category: "furniture",
    title: "£25 off pre-loved furniture",
    value_pounds: 25,
    description: "Refurbished desks, beds, wardrobes and sofas with next-day delivery across Manchester.",
    terms: "Minimum spend £100. Delivery charged separately. Online or in the Ancoats showroom.",
  },
  {
    id: "broadband-redbrick-fibre",
    partner: "Redbrick Fibre",
    prefix: "RBF",
    category: "broadband",
    title: "£15 off your first month of broadband",
    value_pounds: 15,
    description: "Full-fibre broadband on a 9-month student contract, one bill the house can split.",
    terms: "New customers only. 9-month minimum term. Credited to the first bill. Subject to availability.",
  },
  {
    id: "groceries-oxford-road-grocer",
    partner: "Oxford Road Grocer",
    prefix: "ORG",
    category: "groceries",
    title: "£15 off your first big shop",
    value_pounds: 15,
    description: "Stock the new kitchen: groceries and household essentials delivered the same day.",
    terms: "Minimum basket £50. First order only. Excludes alcohol and tobacco.",
  },
  {
    id: "cleaning-fresh-start",
    partner: "Fresh Start Cleaners",
    prefix: "FSC",
    category: "cleaning",
    title: "£10 off a move-in or move-out clean",
    value_pounds: 10,
    description: "A deep clean before you move in, or before inspection to help protect your deposit.",
    terms: "Minimum booking 3 hours. Cancel free of charge up to 24 hours before.",
  },
  {
    id: "bikes-fallowfield-cycles",
    partner: "Fallowfield Cycles",
    prefix: "FWC",
    category: "bikes",
    title: "£15 off a bike, lock or service",
    value_pounds: 15,
    description: "Reconditioned commuter bikes, D-locks and lights for the ride to campus.",
    terms: "Minimum spend £40. In store only. Not valid on sale items.",
  },
] satisfies VoucherOffer[]);

export const VOUCHER_PACK_TOTAL_POUNDS = VOUCHER_OFFERS.reduce((sum, offer) => sum + offer.value_pounds, 0);

export function findVoucherOffer(id: string): VoucherOffer | undefined {
  return VOUCHER_OFFERS.find((offer) => offer.id === id);
}

/**
 * A code such as 'NVC-7K4M-Q2XD' from the offer prefix and random bytes (at least
 * VOUCHER_CODE_RANDOM_LENGTH). The caller supplies the randomness so this stays pure and testable.
 */
export function formatVoucherCode(prefix: string, randomBytes: Uint8Array): string {
  if (randomBytes.length < VOUCHER_CODE_RANDOM_LENGTH) {
    throw new Error(`formatVoucherCode needs ${VOUCHER_CODE_RANDOM_LENGTH} random bytes`);
  }
  let body = "";
  for (let i = 0; i < VOUCHER_CODE_RANDOM_LENGTH; i++) {
    // 256 is not a multiple of 31, so the first 8 letters are very slightly likelier: harmless here.
    body += VOUCHER_CODE_ALPHABET[(randomBytes[i] ?? 0) % VOUCHER_CODE_ALPHABET.length];
  }
  return `${prefix}-${body.slice(0, 4)}-${body.slice(4)}`;
}

export const VOUCHER_CODE_PATTERN = /^[A-Z]{3,4}-[A-HJ-KM-NP-Z2-9]{4}-[A-HJ-KM-NP-Z2-9]{4}$/;

/** Expiry of a code issued at `issuedAt`: VOUCHER_VALIDITY_MONTHS calendar months later (UTC). */
export function voucherExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + VOUCHER_VALIDITY_MONTHS);
  // Clamp 31 Aug + 6 months to 28/29 Feb instead of rolling into March.
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}
