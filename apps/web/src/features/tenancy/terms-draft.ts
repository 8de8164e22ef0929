import {
  type TenancyTermsInput,
  TenancyTermsInputSchema,
  termsFromInput,
} from "@roost/shared/contracts/tenancy.ts";
import { type AdvertisedRent, type TermsField, termsErrors } from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { ApiError } from "../../lib/api.ts";

// The landlord's terms as they are being typed: amounts stay the text typed (so nothing typed is
// lost to a number conversion), and every rule is checked here before the form is sent, with the
// same words the server would answer.

export interface TermsDraft {
  input: Omit<TenancyTermsInput, "rents" | "deposit" | "holding_deposit" | "rent_in_advance">;
  rents: string[];
  deposit: string;
  holdingDeposit: string;
  rentInAdvance: string;
  /** One name a line. */
  occupiers: string;
}

export type DraftField = keyof TenancyTermsInput;
export type DraftErrors = Partial<Record<DraftField, string>>;

const FIELD_OF: Record<TermsField, DraftField> = {
  letKind: "let_kind",
  tenancyType: "tenancy_type",
  startDate: "start_date",
  endDate: "end_date",
  rentPeriod: "rent_period",
  rents: "rents",
  deposit: "deposit",
  holdingDeposit: "holding_deposit",
  rentInAdvance: "rent_in_advance",
  billsIncluded: "bills_included",
  depositScheme: "deposit_scheme",
  permittedOccupiers: "permitted_occupiers",
};

/** A server refusal's field (the rules name fields in camelCase, validation in snake_case). */
function draftFieldOf(field: string | undefined): DraftField | null {
  if (!field) return null;
  if (field in FIELD_OF) return FIELD_OF[field as TermsField];
  return Object.values(FIELD_OF).includes(field as DraftField) ? (field as DraftField) : null;
}

/**
 * A refusal the server pinned on a field, as the form shows it (the reason alone, without the
 * catalogue's "Check the terms" title); null for any other failure, which a toast explains.
 */
export function refusedFields(error: unknown): DraftErrors | null {
  if (!(error instanceof ApiError)) return null;
  const field = draftFieldOf(error.field);
  return field ? { [field]: error.message.replace(/^.* — /, "") } : null;
}

export function draftOf(terms: TenancyTermsInput): TermsDraft {
  const { rents, deposit, holding_deposit, rent_in_advance, ...input } = terms;
  return {
    input,
    rents: rents.map(String),
    deposit: String(deposit),
    holdingDeposit: String(holding_deposit),
    rentInAdvance: String(rent_in_advance),
    occupiers: input.permitted_occupiers.join("\n"),
  };
}

const amount = (typed: string) => (typed.trim() === "" ? 0 : Number(typed.trim()));

function inputOf(draft: TermsDraft): unknown {
  return {
    ...draft.input,
    end_date: draft.input.let_kind === "assured" ? null : draft.input.end_date || null,
    rents: draft.rents.map((typed) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()))),
    deposit: amount(draft.deposit),
    holding_deposit: amount(draft.holdingDeposit),
    rent_in_advance: amount(draft.rentInAdvance),
    permitted_occupiers: draft.occupiers
      .split("\n")
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** The terms ready to send, or every field's first problem. */
export function checkDraft(
  draft: TermsDraft,
  context: { tenants: number; advertised: AdvertisedRent | null; now: Date },
): { terms: TenancyTermsInput } | { errors: DraftErrors } {
  const parsed = TenancyTermsInputSchema.safeParse(inputOf(draft));
  if (!parsed.success) {
    const errors: DraftErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DraftField;
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const broken = termsErrors(termsFromInput(parsed.data), {
    tenants: context.tenants,
    advertised: context.advertised,
    today: ukIsoDate(context.now),
  });
  const errors: DraftErrors = {};
  for (const [field, message] of Object.entries(broken)) errors[FIELD_OF[field as TermsField]] = message;
  return Object.keys(errors).length ? { errors } : { terms: parsed.data };
}
