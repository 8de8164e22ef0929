// Guarantors over HTTP (decision 062):
//
//   PUT    /api/tenancies/:id/guarantor  GuarantorInput → TenancyView (a tenant names theirs, or
//                                        sends the link again)
//   DELETE /api/tenancies/:id/guarantor                 → TenancyView (a tenant, before they sign)
//   GET    /api/guarantees/:tenancyId/:token            → GuaranteeView (the guarantor, no account)
//   GET    /api/guarantees/:tenancyId/:token/document   → the agreement's PDF
//   POST   /api/guarantees/:tenancyId/:token/sign  GuarantorSignInput → GuaranteeView
//
// A link that is not a guarantor's link for that tenancy answers 404; an expired one 410.

import { z } from "zod";
import { GUARANTOR_NAME_MAX } from "../domain/tenancy-guarantors.ts";
import { SIGNED_NAME_MAX } from "../domain/tenancy-signing.ts";
import { TENANCY_STATES } from "../domain/tenancy-state.ts";

export const GuarantorInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your guarantor's full name")
    .max(GUARANTOR_NAME_MAX, `At most ${GUARANTOR_NAME_MAX} characters`),
  email: z.email("Enter your guarantor's email address").max(254),
});
export type GuarantorInput = z.infer<typeof GuarantorInputSchema>;

/** A guarantor as the tenant who named them and the landlord see them. */
export const GuarantorSchema = z.object({
  tenant: z.object({ user_id: z.string(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  /** Whether an invited guarantor's link has expired is guarantorStatus's to say, at the time. */
  status: z.enum(["waiting_for_agreement", "invited", "signed"]),
  invited_at: z.string(),
  link_expires_at: z.string(),
  signed_at: z.string().nullable(),
});
export type Guarantor = z.infer<typeof GuarantorSchema>;

export const GuarantorSignInputSchema = z.object({
  signed_name: z.string().trim().min(1, "Type your full name to sign").max(SIGNED_NAME_MAX),
  statement_accepted: z.literal(true, { error: "Tick the box to confirm this is your signature" }),
  /** The hash of the document the guarantor was shown: a document changed since is refused. */
  sha256: z.string().length(64),
});
export type GuarantorSignInput = z.infer<typeof GuarantorSignInputSchema>;

/** What a guarantor's link opens: the agreement they guarantee and their own guarantee, nothing else. */
export const GuaranteeViewSchema = z.object({
  guarantor_name: z.string(),
  tenant_name: z.string(),
  landlord_name: z.string(),
  address: z.string(),
  tenancy_state: z.enum(TENANCY_STATES),
  statement: z.string(),
  link_expires_at: z.string(),
  signed_at: z.string().nullable(),
  /** The agreement the guarantee is for; null until the landlord sends it out to sign. */
  agreement: z
    .object({
      file_name: z.string(),
      page_count: z.number(),
      /** SHA-256 of the document to sign, which the signature names. */
      document_sha256: z.string().nullable(),
      document_url: z.string(),
    })
    .nullable(),
});
export type GuaranteeView = z.infer<typeof GuaranteeViewSchema>;
