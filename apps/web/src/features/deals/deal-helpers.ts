// Pure helpers of the viewing/deal card (spec §4 Deal progression, §5 time slots, §8 viewing flow
// texts, §9 max 3 slots): the landlord's slot draft, how a slot reads, the stepper and the
// error texts. The rules themselves live in @roost/shared/domain/deal-stage.ts and are only used
// here, never restated.

import { MAX_VIEWING_SLOTS } from "@roost/shared/domain/constants.ts";
import { type DealErrorCode, type DealPhase, validateViewingSlots } from "@roost/shared/domain/deal-stage.ts";
import { ERROR_TEXTS, errorText, isErrorCode, type UserText } from "@roost/shared/domain/errors.ts";
import { ukDate, ukDateTime, ukLocalInputToIso, ukTime } from "@roost/shared/domain/uk-time.ts";

// ------------------------------------------------------------------ slot texts (UK time)

/** "Tue 10 Jun 2026, 14:30": how a viewing slot reads everywhere on the card. */
export function formatSlot(date: Date | string): string {
  return ukDateTime(date, { weekday: "short" });
}

/** "Wednesday 10 June" and "14:30", for the larger scheduled-viewing display. */
export function formatSlotParts(date: Date | string): { day: string; time: string } {
  return { day: ukDate(date, { weekday: "long", year: false }), time: ukTime(date) };
}

// ------------------------------------------------------------------ the landlord's slot draft

/** How many more slots may be added (saved plus pending count against MAX_VIEWING_SLOTS). */
export function slotsRemaining(savedCount: number, pendingCount: number, max = MAX_VIEWING_SLOTS): number {
  return Math.max(0, max - savedCount - pendingCount);
}

/** The Add button: needs a value and room for one more slot (§5). */
export function canAddSlot(value: string, savedCount: number, pendingCount: number): boolean {
  return value.trim() !== "" && slotsRemaining(savedCount, pendingCount) > 0;
}

export type AddSlotResult = { ok: true; pending: string[] } | { ok: false; code: DealErrorCode };

/**
 * Adds a datetime-local value (UK time) to the pending slots. Refuses what the server would refuse
 * for the whole set (saved + pending + new): too many, a duplicate, a past or invalid time.
 * Pending slots stay sorted by time.
 */
export function addPendingSlot(
  pending: readonly string[],
  saved: readonly string[],
  value: string,
  now: Date,
): AddSlotResult {
  const iso = ukLocalInputToIso(value);
  if (iso === null) return { ok: false, code: "invalid_slot" };
  const all = [...saved, ...pending, iso].map((slot) => new Date(slot));
  const problem = validateViewingSlots(all, now);
  if (problem) return { ok: false, code: problem };
  return { ok: true, pending: sortSlots([...pending, iso]) };
}

export function removePendingSlot(pending: readonly string[], iso: string): string[] {
  return pending.filter((slot) => slot !== iso);
}

/** Pending slots that are still valid next to the saved ones (a saved copy or past time drops out). */
export function prunePendingSlots(pending: readonly string[], saved: readonly string[], now: Date): string[] {
  const savedTimes = new Set(saved.map((slot) => new Date(slot).getTime()));
  return pending.filter((slot) => {
    const time = new Date(slot).getTime();
    return !savedTimes.has(time) && time > now.getTime();
  });
}

export function sortSlots(slots: readonly string[]): string[] {
  return [...slots].sort((a, b) => new Date(a).getTime() - new Date(b).getTime());
}

// ------------------------------------------------------------------ the stepper

export const DEAL_STEPS = [
  { key: "request", label: "Request viewing" },
  { key: "slots", label: "Time slots" },
  { key: "viewing", label: "Viewing" },
  { key: "decision", label: "Decision" },
  { key: "confirmed", label: "Confirmed" },
] as const;
export type DealStepKey = (typeof DEAL_STEPS)[number]["key"];
export type DealStepStatus = "done" | "current" | "upcoming" | "declined" | "skipped";
export interface DealStep {
  key: DealStepKey;
  label: string;
  status: DealStepStatus;
}

/** Index of the step being worked on in each phase (the steps before it are done). */
const CURRENT_STEP: Record<DealPhase, number> = {
  initial: 0,
  request_viewing: 1,
  time_slots_given: 1,
  viewing_scheduled: 2,
  viewing_confirmed: 3,
  student_ready: 4,
  deal_confirmed: DEAL_STEPS.length,
  deal_declined: 3,
};

/** The five steps of the card with their state; a declined deal marks Decision declined. */
export function dealSteps(phase: DealPhase): DealStep[] {
  const current = CURRENT_STEP[phase];
  return DEAL_STEPS.map((step, index) => {
    let status: DealStepStatus;
    if (phase === "deal_declined")
      status = index < current ? "done" : index === current ? "declined" : "skipped";
    else status = index < current ? "done" : index === current ? "current" : "upcoming";
    return { key: step.key, label: step.label, status };
  });
}

// ------------------------------------------------------------------ errors (§8)

export type DealCall =
  | "request_viewing"
  | "add_slots"
  | "remove_slot"
  | "send_slots"
  | "select_slot"
  | "attendance"
  | "interest"
  | "confirm_applicant";

/** The §8 text of each call when the server gives no more specific reason. */
export const DEAL_FAILURE_TEXTS: Readonly<Record<DealCall, UserText>> = {
  request_viewing: ERROR_TEXTS.viewing_request_failed,
  add_slots: ERROR_TEXTS.slots_send_failed,
  remove_slot: ERROR_TEXTS.slot_remove_failed,
  send_slots: ERROR_TEXTS.slots_send_failed,
  select_slot: ERROR_TEXTS.viewing_schedule_failed,
  attendance: ERROR_TEXTS.viewing_status_failed,
  interest: ERROR_TEXTS.status_update_failed,
  confirm_applicant: ERROR_TEXTS.applicant_confirm_failed,
};

/** Codes that say less than the call's own failure text. */
const GENERIC_CODES = new Set(["internal_error", "network_error", "validation_failed", "forbidden"]);

/** "Requested by Sophie Student" → "Sophie Student". */
function requesterName(message: unknown): string | null {
  if (typeof message !== "string") return null;
  const match = /^Requested by (.+)$/.exec(message.trim());
  return match?.[1] ?? null;
}

/**
 * The toast for a failed deal call: a specific server code (e.g. own_property_viewing,
 * viewing_already_requested with who requested, not_leader) gets its catalogue text; anything
 * generic or unknown gets the call's §8 failure text.
 */
export function dealErrorText(call: DealCall, error: unknown, requestedBy?: string | null): UserText {
  const e = error as { code?: unknown; message?: unknown; params?: { name?: unknown } } | null;
  const code = e?.code;
  if (typeof code !== "string" || GENERIC_CODES.has(code) || !isErrorCode(code))
    return DEAL_FAILURE_TEXTS[call];
  if (code === "viewing_already_requested") {
    const name =
      (typeof e?.params?.name === "string" ? e.params.name : null) ??
      requesterName(e?.message) ??
      requestedBy;
    return name ? errorText(code, { name }) : errorText(code);
  }
  return errorText(code);
}

// ------------------------------------------------------------------ whose turn

export interface TurnBadge {
  label: string;
  tone: "brand" | "amber" | "stone" | "green" | "red";
}

/**
 * The small badge beside dealTurn()'s description, from the viewer's side: "Your turn" when the
 * move is theirs, otherwise who the card is waiting for.
 */
export function turnBadge(
  turn: { actor: "student" | "landlord" | "both" | "none" },
  viewerRole: "leader" | "member" | "landlord",
  phase: DealPhase,
): TurnBadge {
  if (turn.actor === "none") {
    if (phase === "deal_confirmed") return { label: "Complete", tone: "green" };
    if (phase === "deal_declined") return { label: "Closed", tone: "red" };
    return { label: "Upcoming", tone: "brand" };
  }
  const party = viewerRole === "landlord" ? "landlord" : "student";
  if (turn.actor === party || turn.actor === "both") {
    return viewerRole === "member"
      ? { label: "Group leader's turn", tone: "amber" }
      : { label: "Your turn", tone: "amber" };
  }
  return turn.actor === "landlord"
    ? { label: "Waiting for landlord", tone: "stone" }
    : { label: "Waiting for the group", tone: "stone" };
}

/** What the viewer should do when the move is theirs (leader or landlord), in the second person. */
const OWN_TURN_TEXT: Partial<Record<DealPhase, string>> = {
  initial: "Request a viewing to get started",
  request_viewing: `Offer the group up to ${MAX_VIEWING_SLOTS} viewing times`,
  time_slots_given: "Choose one of the offered viewing times",
  viewing_scheduled: "Confirm whether the viewing took place",
  viewing_confirmed: "Tell the landlord whether your group is interested",
  student_ready: "Confirm the group as your applicant",
};

/**
 * The line under the turn badge: dealTurn()'s description, or, when the move is the viewer's own,
 * what they should do, so a landlord never reads "Waiting for the landlord" about themself.
 */
export function turnText(
  turn: { actor: "student" | "landlord" | "both" | "none"; description: string },
  viewerRole: "leader" | "member" | "landlord",
  phase: DealPhase,
): string {
  const badge = turnBadge(turn, viewerRole, phase);
  if (badge.label === "Your turn") return OWN_TURN_TEXT[phase] ?? turn.description;
  return turn.description;
}
