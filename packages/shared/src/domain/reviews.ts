import { DAY_MS } from "./durations.ts";

// Reviews by real tenants (decision 058): only an applicant of a deal its landlord confirmed can
// review that landlord and home, once, from REVIEW_OPENS_AFTER_DAYS after the confirmation. Hiding
// one is an operator's act under the published policy (REVIEW_POLICY_RULES, in the terms), never
// for being negative: the Digital Markets, Competition and Consumers Act 2024 (Schedule 20) bans
// publishing reviews in a misleading way.

export const REVIEW_OPENS_AFTER_DAYS = 30;
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_MAX = 500;

/** The day a tenancy confirmed at `confirmedAt` may be reviewed from. */
export function reviewOpensAt(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + REVIEW_OPENS_AFTER_DAYS * DAY_MS);
}

/** Why an operator may hide a review: the published policy, one rule each. */
export const REVIEW_POLICY_RULES = {
  personal_data: "It shares someone's personal details (a phone number, an email, a private address).",
  abusive: "It is abusive, threatening, hateful or discriminatory.",
  not_genuine: "It is not based on the writer's own tenancy (written for or against someone, or paid for).",
  off_topic: "It is not about the home or the landlord (an advert, spam).",
  unlawful: "It breaks the law, or a court or an authority has asked us to remove it.",
} as const;
export type ReviewPolicyRule = keyof typeof REVIEW_POLICY_RULES;
export const isReviewPolicyRule = (rule: string): rule is ReviewPolicyRule =>
  Object.hasOwn(REVIEW_POLICY_RULES, rule);

/** The name shown for a review whose writer deleted their account. */
export const FORMER_TENANT = "Former tenant";

export const REVIEW_TEXTS = {
  verified: "Verified tenancy",
  thanks: "Thanks for your review. It is now on the property's page.",
  reported: "Thanks. We'll check this review against our review policy.",
  alreadyReported: "You have already reported this review",
} as const;

/** "4.5" from ratings 1–5; null with none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}
