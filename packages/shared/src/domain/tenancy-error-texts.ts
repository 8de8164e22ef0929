// A tenancy's refusals (decision 062), by API error code: the state machine's (tenancy-state.ts),
// the terms' (tenancy-terms.ts), the agreement's and its signing's, the Right to Rent record's and
// the deposits' (tenancy-money.ts). The error catalogue (errors.ts) takes them in whole.

import type { UserText } from "./first-load-texts.ts";
import { TENANCY_AGREEMENT_REFUSALS } from "./tenancy-documents.ts";
import { GUARANTOR_ERROR_TEXTS } from "./tenancy-guarantors.ts";

export const TENANCY_ERROR_TEXTS = {
  tenancy_not_landlord: { title: "Only the landlord can do this" },
  tenancy_not_leader: { title: "Only the landlord or the group leader can do this" },
  tenancy_not_tenant: { title: "Only a tenant can do this" },
  tenancy_wrong_state: {
    title: "This step is no longer available",
    description: "The tenancy has moved on. Refresh to see where it stands.",
  },
  tenancy_already_signed: { title: "You have already signed this agreement" },
  tenancy_needs_confirmed_deal: {
    title: "Confirm the applicant first",
    description: "A tenancy starts once the landlord has confirmed the applicant.",
  },
  tenancy_exists: {
    title: "This deal already has a tenancy",
    description: "Open it to see where it stands.",
  },
  tenancy_terms_refused: { title: "Check the terms", description: "{reason}" },
  tenancy_agreement_missing: {
    title: "Upload the agreement first",
    description: "Every tenancy needs its written agreement before it goes out to sign.",
  },
  tenancy_agreement_not_needed: {
    title: "This tenancy has no such agreement",
    description: "A joint tenancy has one agreement for everyone; individual tenancies have one per tenant.",
  },
  tenancy_statement_unconfirmed: {
    title: "Confirm the written statement",
    description:
      "An assured tenancy needs the written statement of terms before it is entered into: confirm the agreement includes it.",
  },
  tenancy_document_changed: {
    title: "The agreement has changed",
    description: "Review the latest version before you sign it.",
  },
  tenancy_signed_name_refused: { title: "Check your signature", description: "{reason}" },
  tenancy_right_to_rent_missing: {
    title: "Record every Right to Rent check first",
    description: "Each adult occupier needs a recorded check before the tenancy is ready to move in.",
  },
  tenancy_not_an_occupier: {
    title: "This person doesn't live in this tenancy",
    description: "Record checks for its tenants and the permitted occupiers its terms name.",
  },
  right_to_rent_refused: { title: "Check the Right to Rent record", description: "{reason}" },
  payment_not_a_tenant: {
    title: "This person isn't a tenant of this tenancy",
    description: "Record payments made by its tenants.",
  },
  payment_not_yours: {
    title: "You can record only your own payment",
    description: "Your landlord records a payment anyone else made.",
  },
  payment_refused: { title: "Check the payment", description: "{reason}" },
  payment_not_recorder: {
    title: "Only whoever recorded this payment can delete it",
  },
  payment_already_received: {
    title: "This payment is confirmed received",
    description: "A payment the landlord has confirmed stays on the record.",
  },
  right_to_rent_not_exemptable: {
    title: "Every adult occupier needs a check",
    description:
      "Only a company let, student accommodation or another let the Renters' Rights Act does not cover can be exempt.",
  },
  ...TENANCY_AGREEMENT_REFUSALS,
  ...GUARANTOR_ERROR_TEXTS,
} as const satisfies Record<string, UserText>;
