// Guarantors (decision 062): a tenant may name someone outside the tenancy to guarantee their
// part of it. The guarantor has no account: Roost emails them a signed link that works for a set
// number of days, through which they read the agreement the tenant signs and sign it as guarantor.
// Their signature is on the signed agreement's certificate, and the tenancy is signed only once
// every named guarantor has signed too.

import type { UserText } from "./first-load-texts.ts";

/** How long a guarantor's emailed link works; the tenant can send a fresh one at any time. */
export const GUARANTOR_LINK_DAYS = 7;

export const GUARANTOR_NAME_MAX = 100;

/** The statement a guarantor ticks beside their typed name, kept on the certificate. */
export const guarantorSignatureStatement = (tenantName: string) =>
  `I am signing this agreement as guarantor for ${tenantName}. I agree that the name I have typed is my signature, with the same effect as signing it by hand.`;

/** Where a guarantor stands, for the tenant, the landlord and the guarantor's own page. */
export type GuarantorStatus = "waiting_for_agreement" | "invited" | "link_expired" | "signed";

export const GUARANTOR_STATUS_LABELS: Record<GuarantorStatus, string> = {
  waiting_for_agreement: "Gets the link when the agreement goes out to sign",
  invited: "Link sent: waiting for their signature",
  link_expired: "The link has expired: send it again",
  signed: "Signed as guarantor",
};

/** Where a guarantor stands now: an invited one whose link has expired is told to send it again. */
export function guarantorStatus(
  guarantor: { status: Exclude<GuarantorStatus, "link_expired">; link_expires_at: string },
  now: number,
): GuarantorStatus {
  return guarantor.status === "invited" && Date.parse(guarantor.link_expires_at) <= now
    ? "link_expired"
    : guarantor.status;
}

/** A guarantor stands outside the tenancy: none of its parties guarantees it. */
export function guarantorEmailError(email: string, partyEmails: readonly string[]): string | null {
  const normalised = email.trim().toLowerCase();
  return partyEmails.some((party) => party.trim().toLowerCase() === normalised)
    ? "A guarantor is someone outside this tenancy: enter another person's email"
    : null;
}

export const GUARANTOR_ERROR_TEXTS = {
  guarantor_refused: { title: "Check your guarantor's details", description: "{reason}" },
  guarantor_already_signed: {
    title: "Your guarantor has already signed",
    description: "A signed guarantee stays as it is; it is voided only if the terms or the agreement change.",
  },
  guarantor_link_expired: {
    title: "This link has expired",
    description: "Ask {tenant} to send you a new one from their tenancy page.",
  },
  guarantor_link_used: {
    title: "You have already signed",
    description:
      "Your signature is recorded. Everyone gets the signed agreement by email once all have signed.",
  },
  guarantor_not_ready: {
    title: "The agreement isn't ready to sign",
    description: "It goes out to sign once the landlord sends it. We'll email you a link then.",
  },
} as const satisfies Record<string, UserText>;
