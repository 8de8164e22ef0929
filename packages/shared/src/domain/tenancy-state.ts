// A tenancy's states and who may move it between them (decision 062), as a pure function the
// server runs inside the locked transaction and the web app runs to decide which buttons to show.
// The deal's own six stages (deal-stage.ts) are untouched: a tenancy starts from a deal in
// deal_confirmed and lives beside it.

export const TENANCY_STATES = [
  "terms_drafted",
  "out_for_signature",
  "signed",
  "ready_to_move_in",
  "withdrawn",
] as const;
export type TenancyState = (typeof TENANCY_STATES)[number];

export const TENANCY_STATE_LABELS: Record<TenancyState, string> = {
  terms_drafted: "Terms drafted",
  out_for_signature: "Out for signature",
  signed: "Signed",
  ready_to_move_in: "Ready to move in",
  withdrawn: "Withdrawn",
};

/** The landlord; the deal's leader (or its only applicant); any other applicant. */
export type TenancyRole = "landlord" | "leader" | "tenant";

export const TENANCY_MOVES = [
  "edit_terms",
  "upload_agreement",
  "send_for_signature",
  "record_right_to_rent",
  "name_guarantor",
  "record_payment",
  "confirm_payment",
  "record_protection",
  "record_holding_outcome",
  "sign",
  "mark_ready",
  "withdraw",
] as const;
export type TenancyMove = (typeof TENANCY_MOVES)[number];

export type TenancyMoveError =
  | "tenancy_not_landlord"
  | "tenancy_not_leader"
  | "tenancy_not_tenant"
  | "tenancy_wrong_state"
  | "tenancy_already_signed";

const MONEY_STATES: readonly TenancyState[] = [
  "terms_drafted",
  "out_for_signature",
  "signed",
  "ready_to_move_in",
];

/** Who may make each move, and from which states. */
const MOVES: Record<TenancyMove, { from: readonly TenancyState[]; by: readonly TenancyRole[] }> = {
  // Changing the terms after anyone has signed voids every signature: the state goes back.
  edit_terms: { from: ["terms_drafted", "out_for_signature"], by: ["landlord"] },
  // So does replacing an agreement: the document signed would no longer be the one uploaded.
  upload_agreement: { from: ["terms_drafted", "out_for_signature"], by: ["landlord"] },
  send_for_signature: { from: ["terms_drafted"], by: ["landlord"] },
  sign: { from: ["out_for_signature"], by: ["landlord", "leader", "tenant"] },
  // A tenant names (or removes) their own guarantor until the agreement is signed by everyone.
  name_guarantor: { from: ["terms_drafted", "out_for_signature"], by: ["leader", "tenant"] },
  // Checks may be made, and recorded, from the terms on; they must all be in before move-in.
  record_right_to_rent: { from: ["terms_drafted", "out_for_signature", "signed"], by: ["landlord"] },
  mark_ready: { from: ["signed"], by: ["landlord"] },
  // Deposits are paid, received and protected from the terms on (decision 062, Tenant Fees Act):
  // a tenant records their own payment, the landlord any tenant's, and only the landlord confirms.
  record_payment: { from: MONEY_STATES, by: ["landlord", "leader", "tenant"] },
  confirm_payment: { from: MONEY_STATES, by: ["landlord"] },
  record_protection: { from: MONEY_STATES, by: ["landlord"] },
  // A withdrawn let is when a holding deposit is refunded or kept.
  record_holding_outcome: { from: [...MONEY_STATES, "withdrawn"], by: ["landlord"] },
  // Either side may call it off before it is signed; after that it is a tenancy, ended by notice.
  withdraw: { from: ["terms_drafted", "out_for_signature"], by: ["landlord", "leader"] },
};

export interface TenancyMoveContext {
  state: TenancyState;
  role: TenancyRole;
  /** Whether this party has given every signature asked of them (for "sign"). */
  hasSigned?: boolean;
}

export type TenancyMoveResult = { ok: true } | { ok: false; code: TenancyMoveError };

export function checkTenancyMove(move: TenancyMove, context: TenancyMoveContext): TenancyMoveResult {
  const rule = MOVES[move];
  if (!rule.by.includes(context.role)) return { ok: false, code: refusalOf(rule.by) };
  if (!rule.from.includes(context.state)) return { ok: false, code: "tenancy_wrong_state" };
  if (move === "sign" && context.hasSigned) return { ok: false, code: "tenancy_already_signed" };
  return { ok: true };
}

/** Who was refused, by who the move is for. */
function refusalOf(by: readonly TenancyRole[]): TenancyMoveError {
  if (!by.includes("landlord")) return "tenancy_not_tenant";
  return by.includes("leader") ? "tenancy_not_leader" : "tenancy_not_landlord";
}

/** The moves this role may make now, for the buttons a page shows. */
export function availableTenancyMoves(context: TenancyMoveContext): TenancyMove[] {
  return TENANCY_MOVES.filter((move) => checkTenancyMove(move, context).ok);
}

/** The step's line on the deal card: what happens next and whose turn it is. */
export function tenancyNextStep(state: TenancyState, waitingFor: readonly string[]): string {
  switch (state) {
    case "terms_drafted":
      return "Tenancy terms drafted: the landlord sends the agreement to sign";
    case "out_for_signature":
      return waitingFor.length
        ? `Tenancy out for signature: waiting for ${listNames(waitingFor)}`
        : "Tenancy out for signature";
    case "signed":
      return "Tenancy signed: the landlord records the Right to Rent checks";
    case "ready_to_move_in":
      return "Ready to move in";
    case "withdrawn":
      return "Tenancy withdrawn";
  }
}

function listNames(names: readonly string[]): string {
  return names.length === 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
