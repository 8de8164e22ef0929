// A tenancy's HTTP shape (decision 062). Only the landlord and the deal's applicants read one;
// anyone else gets 404.
//
//   GET  /api/conversations/:id/tenancy-draft               → TenancyDraft (landlord; deal confirmed)
//   POST /api/conversations/:id/tenancy   TenancyTermsInput → TenancyView (landlord; deal confirmed)
//   GET  /api/tenancies/:id                                 → TenancyView
//   PUT  /api/tenancies/:id/terms         TenancyTermsInput → TenancyView (landlord)
//   POST /api/tenancies/:id/withdraw      {}                → TenancyView (landlord or leader)
//   PUT  /api/tenancies/:id/agreements    multipart file, tenant_id? → TenancyView (landlord)
//   POST /api/tenancies/:id/send          TenancySendInput  → TenancyView (landlord)
//   POST /api/tenancies/:id/sign          TenancySignInput  → TenancyView (any signer)
//   GET  /api/tenancies/:id/agreements/:agreementId/document → the PDF (that agreement's parties)
//   PUT  /api/tenancies/:id/right-to-rent RightToRentInput  → TenancyView (landlord; right-to-rent.ts)
//   POST /api/tenancies/:id/ready         {}                → TenancyView (landlord; every check recorded)
//   POST /api/tenancies/:id/payments, PUT|DELETE …/payments/:paymentId… → TenancyView (tenancy-money.ts)
//   PUT|DELETE /api/tenancies/:id/guarantor, and the guarantor's link: tenancy-guarantors.ts
//
// Every change publishes {kind: 'tenancy_updated', tenancy_id} to each party's user channel, and
// {kind: 'deal_updated'} to the deal's conversation, after commit.

import { z } from "zod";
import { TENANCY_TYPES } from "../domain/listing-facts.ts";
import { SIGNED_NAME_MAX } from "../domain/tenancy-signing.ts";
import { TENANCY_MOVES, TENANCY_STATES } from "../domain/tenancy-state.ts";
import {
  AMOUNT_MAX,
  DEPOSIT_SCHEMES,
  LET_KINDS,
  PERMITTED_OCCUPIERS_MAX,
  RENT_PERIODS,
  type TenancyTerms,
} from "../domain/tenancy-terms.ts";
import { RightToRentEntrySchema, RightToRentExemptSchema } from "./right-to-rent.ts";
import { GuarantorSchema } from "./tenancy-guarantors.ts";
import { TenancyPaymentSchema } from "./tenancy-money.ts";

const wholePounds = z
  .number({ error: "Enter an amount in whole pounds" })
  .int("Whole pounds, please")
  .min(0, "It can't be below £0")
  .max(AMOUNT_MAX, `At most £${AMOUNT_MAX.toLocaleString("en-GB")}`);

export const TenancyTermsInputSchema = z.object({
  let_kind: z.enum(LET_KINDS, { error: "Choose the kind of let" }),
  tenancy_type: z.enum(TENANCY_TYPES, { error: "Choose joint or individual tenancies" }),
  start_date: z.iso.date("Enter the start date"),
  end_date: z.iso.date("Enter a valid end date").nullable(),
  rent_period: z.enum(RENT_PERIODS, { error: "Choose how often rent is due" }),
  rents: z.array(wholePounds).min(1, "Enter the rent").max(20),
  deposit: wholePounds,
  holding_deposit: wholePounds,
  rent_in_advance: wholePounds,
  bills_included: z.boolean(),
  deposit_scheme: z.enum(DEPOSIT_SCHEMES).nullable(),
  permitted_occupiers: z
    .array(z.string().trim().min(1, "Enter a name").max(100, "At most 100 characters"))
    .max(PERMITTED_OCCUPIERS_MAX, `At most ${PERMITTED_OCCUPIERS_MAX} permitted occupiers`),
});
export type TenancyTermsInput = z.infer<typeof TenancyTermsInputSchema>;

export function termsFromInput(input: TenancyTermsInput): TenancyTerms {
  return {
    letKind: input.let_kind,
    tenancyType: input.tenancy_type,
    startDate: input.start_date,
    endDate: input.end_date,
    rentPeriod: input.rent_period,
    rents: input.rents,
    deposit: input.deposit,
    holdingDeposit: input.holding_deposit,
    rentInAdvance: input.rent_in_advance,
    billsIncluded: input.bills_included,
    depositScheme: input.deposit_scheme,
    permittedOccupiers: input.permitted_occupiers,
  };
}

export function inputFromTerms(terms: TenancyTerms): TenancyTermsInput {
  return {
    let_kind: terms.letKind,
    tenancy_type: terms.tenancyType,
    start_date: terms.startDate,
    end_date: terms.endDate,
    rent_period: terms.rentPeriod,
    rents: terms.rents,
    deposit: terms.deposit,
    holding_deposit: terms.holdingDeposit,
    rent_in_advance: terms.rentInAdvance,
    bills_included: terms.billsIncluded,
    deposit_scheme: terms.depositScheme,
    permitted_occupiers: terms.permittedOccupiers,
  };
}

/** One tenant's part of the money, a period (rent) or once (the rest). */
export const TenancyShareSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  is_leader: z.boolean(),
  rent: z.number(),
  deposit: z.number(),
  holding_deposit: z.number(),
  rent_in_advance: z.number(),
});

const PersonSchema = z.object({ user_id: z.string(), name: z.string() });

/** One written agreement as a party sees it: who signed it, who has still to, and its document. */
export const TenancyAgreementSchema = z.object({
  id: z.uuid(),
  /** The tenant an individual tenancy's agreement binds; null for a joint tenancy's one agreement. */
  tenant: PersonSchema.nullable(),
  file_name: z.string(),
  page_count: z.number(),
  uploaded_at: z.string(),
  /** SHA-256 of the document to sign, once the tenancy is out for signature. */
  document_sha256: z.string().nullable(),
  signatures: z.array(
    PersonSchema.extend({ role: z.enum(["landlord", "tenant", "guarantor"]), signed_at: z.string() }),
  ),
  awaiting: z.array(PersonSchema),
  /** Whether the viewer signs this agreement and has not yet. */
  yours_to_sign: z.boolean(),
  signed_at: z.string().nullable(),
  /** The signed PDF once complete, else the document to sign, else the upload. */
  document_url: z.string(),
});
export type TenancyAgreement = z.infer<typeof TenancyAgreementSchema>;

export const TenancySendInputSchema = z.object({
  /** Required for an assured tenancy: WRITTEN_STATEMENT_CONFIRMATION, ticked. */
  written_statement_included: z.boolean(),
});
export type TenancySendInput = z.infer<typeof TenancySendInputSchema>;

export const TenancySignInputSchema = z.object({
  signed_name: z.string().trim().min(1, "Type your full name to sign").max(SIGNED_NAME_MAX),
  statement_accepted: z.literal(true, { error: "Tick the box to confirm this is your signature" }),
  /** The documents the signer reviewed, each by its hash: a document changed since is refused. */
  documents: z
    .array(z.object({ agreement_id: z.uuid(), sha256: z.string().length(64) }))
    .min(1)
    .max(20),
});
export type TenancySignInput = z.infer<typeof TenancySignInputSchema>;

export const TenancyViewSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  property: z.object({ id: z.uuid(), address: z.string() }),
  state: z.enum(TENANCY_STATES),
  your_role: z.enum(["landlord", "leader", "tenant"]),
  moves: z.array(z.enum(TENANCY_MOVES)),
  next_step: z.string(),
  landlord: z.object({ user_id: z.string(), name: z.string() }),
  /**
   * The terms as agreed. A tenant of individual tenancies sees only their own rent in `rents`: each
   * agreement is theirs alone.
   */
  terms: TenancyTermsInputSchema,
  terms_version: z.number(),
  /** Every tenant's part for the landlord; a tenant's own only. */
  shares: z.array(TenancyShareSchema),
  tenant_count: z.number(),
  /** The most the advert allows a month for these tenants; null when the advert gave no rent. */
  advertised_cap: z.number().nullable(),
  /** When the landlord confirmed the agreement holds the written statement (assured tenancies). */
  written_statement_confirmed_at: z.string().nullable(),
  /** The agreements this party may read: all of them for the landlord. */
  agreements: z.array(TenancyAgreementSchema),
  /** For the landlord: the tenants (null: the joint agreement) still without an uploaded agreement. */
  missing_agreements: z.array(PersonSchema.nullable()),
  /** Every adult occupier's Right to Rent check for the landlord; a tenant's own entry only. */
  right_to_rent: z.array(RightToRentEntrySchema),
  /** Every deposit payment for the landlord; a tenant's own only (tenancy-money.ts). */
  payments: z.array(TenancyPaymentSchema),
  /** Set when the landlord marked the let exempt from Right to Rent checks. */
  right_to_rent_exempt: RightToRentExemptSchema.nullable(),
  /** Every tenant's guarantor for the landlord; a tenant's own only. */
  guarantors: z.array(GuarantorSchema),
  updated_at: z.string(),
});
export type TenancyView = z.infer<typeof TenancyViewSchema>;

/** What the landlord's terms form starts from: the tenants in order, and terms from the advert. */
export const TenancyDraftSchema = z.object({
  tenants: z.array(z.object({ user_id: z.string(), name: z.string() })),
  advertised_cap: z.number().nullable(),
  suggested: TenancyTermsInputSchema,
});
export type TenancyDraft = z.infer<typeof TenancyDraftSchema>;

/** What the deal card shows of its tenancy. */
export const DealTenancySchema = z.object({
  id: z.uuid(),
  state: z.enum(TENANCY_STATES),
  next_step: z.string(),
});
