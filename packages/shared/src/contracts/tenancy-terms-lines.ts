// The agreed terms in words, one label and value a line: what the tenancy page shows every party
// and what Roost's summary page of the signable document prints, so both say the same thing.

import { TENANCY_TYPE_LABELS } from "../domain/listing-facts.ts";
import { formatPounds } from "../domain/price.ts";
import { DEPOSIT_SCHEME_LABELS, LET_KIND_LABELS, rentText } from "../domain/tenancy-terms.ts";
import { calendarDate } from "../domain/uk-time.ts";
import type { TenancyTermsInput } from "./tenancy.ts";

export type TermsLine = [label: string, value: string];

/**
 * `rent` is the rent's own line (the whole home's, or one tenant's), placed after the dates; null
 * leaves it out, for a reader who sees each tenant's rent elsewhere.
 */
export function termsLines(terms: TenancyTermsInput, rent: TermsLine | null): TermsLine[] {
  const lines: TermsLine[] = [
    ["Kind of let", LET_KIND_LABELS[terms.let_kind]],
    ["Tenancy", TENANCY_TYPE_LABELS[terms.tenancy_type]],
    ["Starts", calendarDate(terms.start_date)],
    ["Ends", terms.end_date ? calendarDate(terms.end_date) : "No end date: it runs until ended by notice"],
    ...(rent ? [rent] : []),
    ["Deposit", formatPounds(terms.deposit)],
    ["Holding deposit", terms.holding_deposit ? formatPounds(terms.holding_deposit) : "None"],
    ["Rent before the start", terms.rent_in_advance ? formatPounds(terms.rent_in_advance) : "None"],
    ["Bills", terms.bills_included ? "Included in the rent" : "Not included"],
    ["Deposit protection", terms.deposit_scheme ? DEPOSIT_SCHEME_LABELS[terms.deposit_scheme] : "Not chosen"],
  ];
  if (terms.permitted_occupiers.length)
    lines.push(["Permitted occupiers", terms.permitted_occupiers.join(", ")]);
  return lines;
}

/** The rent's line for one reader: the whole home's rent, or one tenant's own. */
export function rentLine(terms: TenancyTermsInput, rent: number): TermsLine {
  return [
    terms.tenancy_type === "joint" ? "Rent for the whole home" : "Your rent",
    rentText(rent, terms.rent_period),
  ];
}
