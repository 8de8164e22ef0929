import { UI_TEXTS } from "./ui-texts.ts";

// What Roost says about a landlord only when it is true (decision 058): the spec's "Trusted
// Landlord" for a landlord Roost has verified, and a response time measured from their replies.

/** Enquiries older than this do not count towards a landlord's response time. */
export const RESPONSE_TIME_WINDOW_DAYS = 90;
/** An enquiry with no reply after this many days counts as answered in this many days. */
export const NO_REPLY_COUNTS_AS_DAYS = 7;
/** Below this many counted enquiries a landlord is "New to Roost" rather than measured. */
export const RESPONSE_TIME_MIN_ENQUIRIES = 3;

export const RESPONSE_TIMES = ["within_2_hours", "within_a_day", "within_a_few_days", "new"] as const;
export type ResponseTime = (typeof RESPONSE_TIMES)[number];

export const RESPONSE_TIME_TEXTS: Readonly<Record<ResponseTime, string>> = {
  within_2_hours: UI_TEXTS.landlordResponseTime,
  within_a_day: "usually responds within a day",
  within_a_few_days: "usually responds within a few days",
  new: "New to Roost",
};

/** The most minutes each claim allows, tightest first. */
const RESPONSE_TIME_LIMITS: readonly [ResponseTime, number][] = [
  ["within_2_hours", 2 * 60],
  ["within_a_day", 24 * 60],
  ["within_a_few_days", 3 * 24 * 60],
];

/**
 * The claim a landlord's measured replies support: null when the median is slower than every
 * claim (nothing is shown, not a negative label), "new" below the minimum number of enquiries.
 */
export function responseTimeOf(measured: {
  medianMinutes: number | null;
  enquiries: number;
}): ResponseTime | null {
  if (measured.enquiries < RESPONSE_TIME_MIN_ENQUIRIES || measured.medianMinutes === null) return "new";
  const median = measured.medianMinutes;
  return RESPONSE_TIME_LIMITS.find(([, limit]) => median <= limit)?.[0] ?? null;
}

// ---------------------------------------------------------------- verification

export const VERIFICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Who may ask to be verified: those who let homes. */
export const VERIFIABLE_USER_TYPES = ["landlord", "property_finder"] as const;

export const mayBeVerified = (userType: string | null | undefined): boolean =>
  (VERIFIABLE_USER_TYPES as readonly string[]).includes(userType ?? "");

/** What shows a right to let the homes listed: ownership, or an owner's authority. */
export const PROOF_KINDS = ["title_register", "council_tax_bill", "management_agreement"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

export const PROOF_KIND_LABELS: Readonly<Record<ProofKind, string>> = {
  title_register: "Land Registry title register",
  council_tax_bill: "Council tax bill for a home you let",
  management_agreement: "Management agreement with the owner",
};

/** A verification's documents are deleted this many days after the decision; the decision is kept. */
export const VERIFICATION_DOCUMENTS_KEPT_DAYS = 30;
/** Each document: a photo or scan (JPEG, PNG) or a PDF, at most 10 MB. */
export const VERIFICATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_TYPES = ["image/jpeg", "image/png", "application/pdf"] as const;
/** An operator's reason for a rejection, which the landlord reads. */
export const VERIFICATION_REASON_MAX = 500;

export const VERIFICATION_TEXTS = {
  requested: "Thanks. We'll check your documents and tell you by email, usually within 2 working days.",
  alreadyPending: "Your verification request is already being checked.",
  alreadyVerified: "You are already verified.",
  approved: "You're verified. Tenants now see the Trusted Landlord badge on your listings and messages.",
  rejected: "We couldn't verify you from these documents.",
} as const;
