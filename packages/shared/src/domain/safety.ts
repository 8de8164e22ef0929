// Safety tools: the fixed report reasons, their labels, limits and the texts both
// apps show. Reasons are stored by key, so a label can be reworded without touching stored reports.

export const REPORT_TARGETS = ["listing", "user"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const LISTING_REPORT_REASONS = ["scam", "misleading", "unavailable", "offensive", "other"] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const USER_REPORT_REASONS = ["harassment", "spam", "scam", "impersonation", "other"] as const;
export type UserReportReason = (typeof USER_REPORT_REASONS)[number];

export type ReportReason = ListingReportReason | UserReportReason;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam or fraud",
  misleading: "Misleading or inaccurate",
  unavailable: "No longer available",
  offensive: "Offensive content",
  harassment: "Harassment or abuse",
  spam: "Spam",
  impersonation: "Pretending to be someone else",
  other: "Other",
};

export const REPORT_REASONS: Record<ReportTarget, readonly ReportReason[]> = {
  listing: LISTING_REPORT_REASONS,
  user: USER_REPORT_REASONS,
};

export const REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The optional "tell us more" text of a report. */
export const REPORT_DETAILS_MAX = 1000;

/** A stored reason key as operators read it; an unknown key (an older list) is shown as it is. */
export function reportReasonLabel(reason: string): string {
  return Object.hasOwn(REPORT_REASON_LABELS, reason) ? REPORT_REASON_LABELS[reason as ReportReason] : reason;
}

export const SAFETY_TEXTS = {
  reportListing: "Report this listing",
  reportUser: "Report this user",
  reportSent: "Thanks — our team will review this report.",
  blockUser: "Block user",
  unblockUser: "Unblock",
  blockConfirmTitle: (name: string) => `Block ${name}?`,
  blockConfirmDescription:
    "They won't be able to message you, send you a connect request, join your group or see your profile. You can unblock them at any time.",
  blocked: (name: string) => `${name} has been blocked`,
  unblocked: (name: string) => `${name} has been unblocked`,
  youBlockedUser: "You blocked this user",
  cantMessageUser: "You can't message this user",
} as const;
