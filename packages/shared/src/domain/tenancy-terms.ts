// The terms of a tenancy agreed in Roost and the rules that bind them (decision 062): which kind of
// let it is decides which rules apply, and every cap is checked here so the landlord's form and the
// server refuse the same terms with the same words. Amounts are whole pounds, as every rent in
// Roost; caps in weeks of rent are rent-caps.ts's.

import type { TenancyType } from "./listing-facts.ts";
import { formatPounds } from "./price.ts";
import type { AdvertType } from "./property.ts";
import { depositCapOfAnnualRent, HOLDING_DEPOSIT_MAX_WEEKS, weeksOfRent } from "./rent-caps.ts";
import { splitWholePounds } from "./whole-pound-split.ts";

/**
 * An assured tenancy is governed by the Renters' Rights Act 2025; the others are the kinds it does
 * not cover, for which Roost enforces only the rules that still bind them.
 */
export const LET_KINDS = ["assured", "lodger", "company", "student_code", "other_excluded"] as const;
export type LetKind = (typeof LET_KINDS)[number];
export const LET_KIND_LABELS: Record<LetKind, string> = {
  assured: "Assured tenancy (Renters' Rights Act)",
  lodger: "Lodgers in the landlord's own home",
  company: "Company let",
  student_code: "Student accommodation under an approved code",
  other_excluded: "Another let the Renters' Rights Act does not cover",
};

export const RENT_PERIODS = ["weekly", "monthly", "quarterly"] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const RENT_PERIOD_LABELS: Record<RentPeriod, string> = {
  weekly: "a week",
  monthly: "a month",
  quarterly: "a quarter",
};
const PERIODS_A_YEAR: Record<RentPeriod, number> = { weekly: 52, monthly: 12, quarterly: 4 };

/** The schemes the government authorises to protect a tenancy deposit in England. */
export const DEPOSIT_SCHEMES = ["dps", "mydeposits", "tds"] as const;
export type DepositScheme = (typeof DEPOSIT_SCHEMES)[number];
export const DEPOSIT_SCHEME_LABELS: Record<DepositScheme, string> = {
  dps: "Deposit Protection Service (DPS)",
  mydeposits: "mydeposits",
  tds: "Tenancy Deposit Scheme (TDS)",
};

/**
 * Renters' Rights Act 2025: before the tenancy starts, only the first period's rent, and at most a
 * month's rent, or 28 days' where rent is paid by the week.
 */
export const RENT_IN_ADVANCE_MAX_WEEKS_WEEKLY = 4;
/** The most people one tenancy in Roost names as permitted occupiers besides its tenants. */
export const PERMITTED_OCCUPIERS_MAX = 8;
export const AMOUNT_MAX = 100_000;

export interface TenancyTerms {
  letKind: LetKind;
  tenancyType: TenancyType;
  /** ISO calendar date. */
  startDate: string;
  /** ISO calendar date; never for an assured tenancy, which is periodic. */
  endDate: string | null;
  rentPeriod: RentPeriod;
  /**
   * Rent a period, per tenant in the order of the deal's applicants: one figure for a joint tenancy
   * (the whole rent, split by the per-person rule), one per tenant for individual tenancies.
   */
  rents: number[];
  deposit: number;
  holdingDeposit: number;
  rentInAdvance: number;
  billsIncluded: boolean;
  depositScheme: DepositScheme | null;
  permittedOccupiers: string[];
}

export type TermsField = keyof TenancyTerms;
export type TermsErrors = Partial<Record<TermsField, string>>;

/**
 * What the listing advertised when the viewing was requested: the whole home's rent a month, or
 * each room's. No offer above it may be accepted (rental bidding ban).
 */
export interface AdvertisedRent {
  advertType: AdvertType;
  monthlyRent: number | null;
  roomRents: number[];
}

export interface TermsContext {
  /** How many tenants the deal has (its applicants). */
  tenants: number;
  advertised: AdvertisedRent | null;
  /** Today in the UK, as an ISO calendar date. */
  today: string;
}

export const rulesOf = (kind: LetKind) => ({
  /** Periodic, rent period at most a month: the Renters' Rights Act's assured tenancy. */
  periodic: kind === "assured",
  /** The Tenant Fees Act covers assured tenancies, lodgers and student lets alike; not company lets. */
  depositCaps: kind !== "company",
  /** Housing Act 2004: deposits taken for an assured tenancy are protected in a scheme. */
  depositProtection: kind === "assured",
  rentInAdvanceCap: kind === "assured",
  biddingBan: kind === "assured",
  /** Renters' Rights Act s.16D: a written statement of the prescribed terms before it is entered into. */
  writtenStatement: kind === "assured",
});

/** The rent a year of one tenancy (or of all of them together). */
export function annualRent(rentPerPeriod: number, period: RentPeriod): number {
  return rentPerPeriod * PERIODS_A_YEAR[period];
}

const totalRent = (terms: Pick<TenancyTerms, "rents">) => terms.rents.reduce((a, b) => a + b, 0);

/** The highest monthly rent the advert allows for `tenants` people: the whole home, or the dearest rooms. */
export function advertisedCap(advertised: AdvertisedRent | null, tenants: number): number | null {
  if (!advertised) return null;
  if (advertised.advertType === "whole_property") return advertised.monthlyRent;
  if (advertised.roomRents.length === 0) return null;
  const dearest = [...advertised.roomRents].sort((a, b) => b - a).slice(0, Math.max(1, tenants));
  return dearest.reduce((a, b) => a + b, 0);
}

function rentErrors(terms: TenancyTerms, context: TermsContext): string | undefined {
  const expected = terms.tenancyType === "joint" ? 1 : context.tenants;
  if (terms.rents.length !== expected || terms.rents.some((r) => !Number.isInteger(r) || r <= 0))
    return terms.tenancyType === "joint" ? "Enter the rent" : "Enter each tenant's rent";
  if (!rulesOf(terms.letKind).biddingBan) return undefined;
  const cap = advertisedCap(context.advertised, context.tenants);
  if (cap === null) return undefined;
  const annual = annualRent(totalRent(terms), terms.rentPeriod);
  if (annual > cap * 12)
    return `The rent can't be more than the advertised ${formatPounds(cap)} a month: no offer above the advertised rent may be accepted`;
  if (terms.tenancyType === "individual" && context.advertised?.advertType === "individual_rooms") {
    const dearestRoom = Math.max(...context.advertised.roomRents);
    if (terms.rents.some((r) => annualRent(r, terms.rentPeriod) > dearestRoom * 12))
      return `No one's rent can be more than the dearest advertised room, ${formatPounds(dearestRoom)} a month`;
  }
  return undefined;
}

function periodErrors(terms: TenancyTerms, context: TermsContext): TermsErrors {
  const errors: TermsErrors = {};
  if (terms.startDate < context.today) errors.startDate = "The start date can't be in the past";
  if (rulesOf(terms.letKind).periodic) {
    if (terms.endDate)
      errors.endDate =
        "An assured tenancy has no end date: it runs from month to month until ended by notice";
    if (PERIODS_A_YEAR[terms.rentPeriod] < 12)
      errors.rentPeriod = "An assured tenancy's rent period can't be longer than a month";
  } else if (terms.endDate && terms.endDate <= terms.startDate) {
    errors.endDate = "The end date must be after the start date";
  }
  return errors;
}

function moneyErrors(terms: TenancyTerms): TermsErrors {
  const errors: TermsErrors = {};
  const rules = rulesOf(terms.letKind);
  const annual = annualRent(totalRent(terms), terms.rentPeriod);
  if (rules.depositCaps) {
    const holdingCap = weeksOfRent(annual, HOLDING_DEPOSIT_MAX_WEEKS);
    if (terms.holdingDeposit > holdingCap)
      errors.holdingDeposit = `A holding deposit can be at most one week's rent: ${formatPounds(holdingCap)}`;
    const cap = depositCapOfAnnualRent(annual);
    if (terms.deposit > cap.pounds)
      errors.deposit = `The deposit can be at most ${cap.weeks} weeks' rent: ${formatPounds(cap.pounds)}`;
  }
  const advanceCap = rentInAdvanceCap(totalRent(terms), terms.rentPeriod);
  if (rules.rentInAdvanceCap && terms.rentInAdvance > advanceCap.pounds)
    errors.rentInAdvance = `Rent in advance can be at most ${advanceCap.what}: ${formatPounds(advanceCap.pounds)}`;
  if (rules.depositProtection && terms.deposit > 0 && !terms.depositScheme)
    errors.depositScheme = "Choose the scheme that will protect the deposit";
  return errors;
}

/** Every rule the terms break, one message per field; empty when they may be offered. */
export function termsErrors(terms: TenancyTerms, context: TermsContext): TermsErrors {
  const errors: TermsErrors = { ...periodErrors(terms, context) };
  const rent = rentErrors(terms, context);
  if (rent) errors.rents = rent;
  else Object.assign(errors, moneyErrors(terms));
  if (terms.permittedOccupiers.length > PERMITTED_OCCUPIERS_MAX)
    errors.permittedOccupiers = `At most ${PERMITTED_OCCUPIERS_MAX} permitted occupiers`;
  return errors;
}

/**
 * What each tenant pays a period, in the order of the deal's applicants: a joint rent split by the
 * per-person rule (evenly in whole pounds, the leftover to the leader), or each tenant's own rent.
 */
export function tenantRents(terms: Pick<TenancyTerms, "tenancyType" | "rents">, tenants: number): number[] {
  if (terms.tenancyType === "individual") return terms.rents;
  return splitWholePounds(terms.rents[0] ?? 0, new Array(tenants).fill(1), 0);
}

/** A sum split between the tenants in proportion to their rents, in whole pounds adding up to it. */
export function tenantParts(amount: number, rents: readonly number[]): number[] {
  return splitWholePounds(amount, rents, 0);
}

/** The most rent that may be taken before the tenancy starts, for a rent a period. */
export function rentInAdvanceCap(rent: number, period: RentPeriod): { pounds: number; what: string } {
  if (period === "weekly") return { pounds: rent * RENT_IN_ADVANCE_MAX_WEEKS_WEEKLY, what: "28 days' rent" };
  return { pounds: Math.floor(annualRent(rent, period) / 12), what: "one month's rent" };
}

/** "£1,900 a month". */
export function rentText(amount: number, period: RentPeriod): string {
  return `${formatPounds(amount)} ${RENT_PERIOD_LABELS[period]}`;
}
