// What a tenant is told about a landlord, and a landlord's verification (decision 058). Every
// signal is earned: "verified" after an operator has checked documents, a response time measured
// from replies. The web app shows nothing where a signal is absent, never a negative label.

import { z } from "zod";
import {
  PROOF_KINDS,
  RESPONSE_TIMES,
  VERIFICATION_REASON_MAX,
  VERIFICATION_STATUSES,
} from "../domain/landlord-trust.ts";

export const LandlordTrustSchema = z.object({
  /** An operator has checked their identity and their right to let. */
  verified: z.boolean(),
  /** The claim their measured replies support; null when they are slower than every claim. */
  response_time: z.enum(RESPONSE_TIMES).nullable(),
});
export type LandlordTrust = z.infer<typeof LandlordTrustSchema>;

export const ProofKindSchema = z.enum(PROOF_KINDS);

/** GET /api/me/verification: the caller's latest request, if any. */
export const VerificationStateSchema = z.object({
  /** "none" before the first request. */
  status: z.enum([...VERIFICATION_STATUSES, "none"]),
  /** Whether this account may ask (landlords and property finders). */
  eligible: z.boolean(),
  requested_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** A rejection's reason, as the operator wrote it. */
  reason: z.string().nullable(),
});
export type VerificationState = z.infer<typeof VerificationStateSchema>;

/** The form fields of POST /api/me/verification, beside its two files. */
export const VerificationRequestFieldsSchema = z.object({ proof_kind: ProofKindSchema });

/** One request in the operators' queue. */
export const VerificationQueueItemSchema = z.object({
  id: z.uuid(),
  user_id: z.string(),
  display_name: z.string(),
  email: z.string(),
  user_type: z.string().nullable(),
  proof_kind: ProofKindSchema,
  requested_at: z.string(),
  listings: z.number().int(),
  /** Where the operator's browser fetches each document, and its type (null once deleted). */
  identity_url: z.string(),
  identity_type: z.string().nullable(),
  proof_url: z.string(),
  proof_type: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItemSchema>;

export const VerificationQueueSchema = z.object({ requests: z.array(VerificationQueueItemSchema) });
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;

export const VerificationIdParamSchema = z.object({ id: z.uuid() });
export const VerificationDocumentParamSchema = z.object({
  id: z.uuid(),
  document: z.enum(["identity", "proof"]),
});

export const VerificationRejectionSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Give the landlord a reason")
    .max(VERIFICATION_REASON_MAX, `At most ${VERIFICATION_REASON_MAX} characters`),
});
