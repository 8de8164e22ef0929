// The facts a UK advert is expected to state beside its rent and deposit (decision 055): council
// tax, the energy rating, an HMO licence, the tenancy, the bills, pets and access. Their values,
// labels and the "Key facts" lines of the property page, in one place for the wizard, the page and
// the server.

import { formatPounds } from "./price.ts";

/** Council tax bands in England. */
export const COUNCIL_TAX_BANDS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];

/** Who pays the council tax: the tenants, or the landlord out of the rent. */
export const COUNCIL_TAX_PAYERS = ["tenants", "included"] as const;
export type CouncilTaxPayer = (typeof COUNCIL_TAX_PAYERS)[number];
export const COUNCIL_TAX_PAYER_LABELS: Record<CouncilTaxPayer, string> = {
  tenants: "Paid by the tenants",
  included: "Included in the rent",
};
/** Beside "paid by the tenants": a student exemption is about who pays, not the band. */
export const STUDENT_COUNCIL_TAX_NOTE = "full-time students may be exempt";

/** Energy Performance Certificate ratings. */
export const EPC_RATINGS = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];
/** A single room in an HMO needs no certificate of its own. */
export const EPC_NOT_REQUIRED = "not_required";
export type EpcFact = EpcRating | typeof EPC_NOT_REQUIRED;
/** Below E a home may be let only with an exemption on the PRS Exemptions Register. */
export const EPC_NEEDS_EXEMPTION: readonly EpcRating[] = ["F", "G"];
export const EPC_EXEMPTION_NEEDED =
  "A home rated F or G may be let only with an exemption: enter its PRS Exemptions Register reference";
/** The certificate's report reference number, as the register prints it: five groups of four digits. */
export const EPC_CERTIFICATE_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{4}-\d{4}$/;

export const HMO_LICENCES = ["licensed", "applied", "not_needed"] as const;
export type HmoLicence = (typeof HMO_LICENCES)[number];
export const HMO_LICENCE_LABELS: Record<HmoLicence, string> = {
  licensed: "Licensed",
  applied: "Licence applied for",
  not_needed: "Not needed",
};

export const TENANCY_TYPES = ["joint", "individual"] as const;
export type TenancyType = (typeof TENANCY_TYPES)[number];
export const TENANCY_TYPE_LABELS: Record<TenancyType, string> = {
  joint: "Joint tenancy",
  individual: "Individual tenancies (by the room)",
};

export const BILLS = ["gas", "electricity", "water", "broadband", "tv_licence"] as const;
export type Bill = (typeof BILLS)[number];
export const BILL_LABELS: Record<Bill, string> = {
  gas: "Gas",
  electricity: "Electricity",
  water: "Water",
  broadband: "Broadband",
  tv_licence: "TV licence",
};

/** Tenants may always ask; a landlord may refuse only with good reason. */
export const PET_POLICIES = ["considered", "ask"] as const;
export type PetPolicy = (typeof PET_POLICIES)[number];
export const PET_POLICY_LABELS: Record<PetPolicy, string> = {
  considered: "Pets considered",
  ask: "Ask the landlord",
};

export const ACCESS_FEATURES = ["step_free_entrance", "ground_floor_bedroom", "accessible_bathroom"] as const;
export type AccessFeature = (typeof ACCESS_FEATURES)[number];
export const ACCESS_FEATURE_LABELS: Record<AccessFeature, string> = {
  step_free_entrance: "Step-free entrance",
  ground_floor_bedroom: "Ground-floor bedroom",
  accessible_bathroom: "Accessible bathroom",
};

/** What a listing says of each fact; a fact not given yet is absent. */
export interface ListingFacts {
  council_tax_band?: CouncilTaxBand;
  council_tax_payer?: CouncilTaxPayer;
  epc?: EpcFact;
  epc_certificate?: string;
  /** The PRS Exemptions Register's reference, for a home rated F or G. */
  epc_exemption?: string;
  hmo_licence?: HmoLicence;
  hmo_licence_number?: string;
  /** An ISO date. */
  hmo_licence_expires?: string;
  tenancy_type?: TenancyType;
  bills?: Bill[];
  /** Whole pounds a month up to which the bills are included. */
  bills_cap?: number;
  pets?: PetPolicy;
  accessibility?: AccessFeature[];
  /** A YouTube or Vimeo video's plain link (video-tour.ts). */
  video_tour?: string;
}

/** "Band C, paid by the tenants (full-time students may be exempt)". */
export function councilTaxText(facts: ListingFacts): string | null {
  if (!facts.council_tax_band) return null;
  const band = `Band ${facts.council_tax_band}`;
  if (facts.council_tax_payer === "included") return `${band}, included in the rent`;
  if (facts.council_tax_payer === "tenants")
    return `${band}, paid by the tenants (${STUDENT_COUNCIL_TAX_NOTE})`;
  return band;
}

/** "C (certificate 1234-…)", "F, exemption registered (PRS reference …)", "Not required (a room in an HMO)". */
export function epcText(facts: ListingFacts): string | null {
  if (!facts.epc) return null;
  if (facts.epc === EPC_NOT_REQUIRED) return "Not required (a room in an HMO)";
  const parts: string[] = [facts.epc];
  if (facts.epc_certificate) parts.push(`certificate ${facts.epc_certificate}`);
  if (EPC_NEEDS_EXEMPTION.includes(facts.epc) && facts.epc_exemption)
    parts.push(`exemption registered, PRS reference ${facts.epc_exemption}`);
  return parts.join(", ");
}

/** "Gas, electricity, water and broadband included, up to £120 a month"; "None included". */
export function billsText(facts: ListingFacts, billsIncluded: boolean): string | null {
  const bills = facts.bills ?? [];
  if (bills.length === 0) return billsIncluded ? "Included" : "Not included";
  // In a sentence the names are lower case, but for the TV licence's initials.
  const names = bills.map((bill, i) =>
    i === 0 || bill === "tv_licence" ? BILL_LABELS[bill] : BILL_LABELS[bill].toLowerCase(),
  );
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const sentence = `${list} included`;
  return facts.bills_cap ? `${sentence}, up to ${formatPounds(facts.bills_cap)} a month` : sentence;
}

/** "Licensed (number 123, until 31 August 2028)". */
export function hmoLicenceText(facts: ListingFacts, formatDate: (iso: string) => string): string | null {
  if (!facts.hmo_licence) return null;
  const label = HMO_LICENCE_LABELS[facts.hmo_licence];
  if (facts.hmo_licence !== "licensed") return label;
  const details = [
    facts.hmo_licence_number && `number ${facts.hmo_licence_number}`,
    facts.hmo_licence_expires && `until ${formatDate(facts.hmo_licence_expires)}`,
  ].filter(Boolean);
  return details.length ? `${label} (${details.join(", ")})` : label;
}

export function accessibilityText(facts: ListingFacts): string | null {
  const features = facts.accessibility ?? [];
  return features.length ? features.map((feature) => ACCESS_FEATURE_LABELS[feature]).join(", ") : null;
}

/** The facts' lines, in the order tenants compare them; null where not stated. */
export function factLines(
  facts: ListingFacts,
  billsIncluded: boolean,
  formatDate: (iso: string) => string,
): { label: string; value: string | null }[] {
  return [
    { label: "Council tax", value: councilTaxText(facts) },
    { label: "EPC rating", value: epcText(facts) },
    { label: "Bills", value: billsText(facts, billsIncluded) },
    { label: "Tenancy", value: facts.tenancy_type ? TENANCY_TYPE_LABELS[facts.tenancy_type] : null },
    { label: "HMO licence", value: hmoLicenceText(facts, formatDate) },
    { label: "Pets", value: facts.pets ? PET_POLICY_LABELS[facts.pets] : null },
    { label: "Accessibility", value: accessibilityText(facts) },
  ];
}

/**
 * The property page's "Key facts" in a fixed order: rent, per person per week, deposit, council
 * tax, EPC, bills, tenancy, HMO licence, available from, pets, accessibility.
 */
export function keyFacts(listing: {
  /** The spec's price text ("£1,250 per month"). */
  rent: string;
  /** "£115 pppw", or null without a price. */
  perPersonWeekly: string | null;
  /** The deposit, or the spec's "Ask the landlord". */
  deposit: string;
  /** "Now", or the date. */
  availableFrom: string;
  billsIncluded: boolean;
  facts: ListingFacts;
  formatDate(iso: string): string;
}): { label: string; value: string | null }[] {
  const lines = factLines(listing.facts, listing.billsIncluded, listing.formatDate);
  const beforePets = lines.findIndex((line) => line.label === "Pets");
  return [
    { label: "Rent", value: listing.rent },
    { label: "Per person per week", value: listing.perPersonWeekly },
    { label: "Deposit", value: listing.deposit },
    ...lines.slice(0, beforePets),
    { label: "Available from", value: listing.availableFrom },
    ...lines.slice(beforePets),
  ];
}
