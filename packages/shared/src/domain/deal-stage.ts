// Deal progression of spec §4 as a pure state machine. Services load the deal_progression row,
// call applyDealAction with the acting user's role and the current time, and persist `next`
// (plus the returned effects) in the same transaction; the web app uses the same function to
// decide which buttons to show, so both sides refuse the same things with the same codes.
//
// The stored stage takes the spec's values at the spec's moments (decision 006, 2026-11-24):
//   - step 3: picking a slot moves time_slots_given → viewing_confirmed, sets viewing_scheduled_at
//     (and the service flags the slot is_selected);
//   - step 4: from scheduled time + 60 minutes, each party answers the attendance question inside
//     viewing_confirmed; "yes" sets their viewing_confirmed_by_*_at, "no" clears it; when both are
//     set, viewing_confirmed_at is stamped (and the 'viewing_confirmed' email goes). Until then the
//     card shows "Viewing booked": the phase viewing_scheduled is derived from the timestamps
//     (see dealPhase), never stored;
//   - step 5: only once both confirmed attendance, Interested and Not Interested both set
//     student_ready_at; Interested keeps viewing_confirmed, Not Interested moves to deal_declined;
//   - step 6: Confirm Applicant needs viewing_confirmed with student_ready_at set (so it is
//     refused in deal_declined) and reaches deal_confirmed.

import { ATTENDANCE_QUESTION_DELAY_MINUTES, MAX_VIEWING_SLOTS } from "./constants.ts";

export const DEAL_STAGES = [
  "initial",
  "request_viewing",
  "time_slots_given",
  "viewing_confirmed",
  "deal_confirmed",
  "deal_declined",
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_LABELS: Readonly<Record<DealStage, string>> = {
  initial: "No viewing requested",
  request_viewing: "Viewing requested",
  time_slots_given: "Viewing times offered",
  viewing_confirmed: "Viewing confirmed",
  deal_confirmed: "Deal confirmed",
  deal_declined: "Deal declined",
};

/**
 * Who is acting, relative to this deal. "leader" is the group leader, or the student themself
 * when the conversation has no group (§5 counts that as permitted); "member" is any other group
 * member; "landlord" is the property owner. Anyone else must be stopped before this point
 * (not a participant: 404).
 */
export type DealActorRole = "leader" | "member" | "landlord";
export type DealParty = "student" | "landlord";

export interface DealState {
  stage: DealStage;
  viewingRequestedAt: Date | null;
  slotsGivenAt: Date | null;
  viewingScheduledAt: Date | null;
  viewingConfirmedByStudentAt: Date | null;
  viewingConfirmedByLandlordAt: Date | null;
  viewingConfirmedAt: Date | null;
  studentReadyAt: Date | null;
  landlordConfirmedAt: Date | null;
}

/** The state before any row exists: request_viewing creates the row from this. */
export const INITIAL_DEAL_STATE: Readonly<DealState> = Object.freeze({
  stage: "initial",
  viewingRequestedAt: null,
  slotsGivenAt: null,
  viewingScheduledAt: null,
  viewingConfirmedByStudentAt: null,
  viewingConfirmedByLandlordAt: null,
  viewingConfirmedAt: null,
  studentReadyAt: null,
  landlordConfirmedAt: null,
});

export type DealAction =
  | { type: "request_viewing" }
  /** Every slot the landlord is offering (already saved ones plus new ones), per §5. */
  | { type: "send_slots"; slots: readonly Date[] }
  /**
   * The proposed_at of the chosen slot. The service must load that slot scoped to this deal
   * (404 otherwise) and flag it is_selected; this function only judges the time.
   */
  | { type: "select_slot"; slot: Date }
  | { type: "confirm_attendance"; attended: boolean }
  | { type: "declare_interest"; interested: boolean }
  | { type: "confirm_applicant" };
export type DealActionType = DealAction["type"];

export const DEAL_ERROR_CODES = [
  "not_leader",
  "not_landlord",
  "own_property_viewing",
  "viewing_already_requested",
  "invalid_deal_stage",
  "no_slots",
  "too_many_slots",
  "duplicate_slots",
  "invalid_slot",
  "slot_in_past",
  "viewing_already_scheduled",
  "viewing_not_scheduled",
  "attendance_too_early",
  "interest_already_declared",
  "student_not_ready",
  "applicant_already_confirmed",
] as const;
export type DealErrorCode = (typeof DEAL_ERROR_CODES)[number];

export type BookingConfirmationType = "viewing_scheduled" | "viewing_confirmed" | "deal_confirmed";

/** Side effects the service performs after committing the new state. */
export type DealEffect =
  | { type: "booking_confirmation"; confirmationType: BookingConfirmationType }
  | { type: "grant_verified_renter_badge" };

export type DealResult =
  | { ok: true; next: DealState; effects: DealEffect[] }
  | { ok: false; code: DealErrorCode };

const ATTENDANCE_DELAY_MS = ATTENDANCE_QUESTION_DELAY_MINUTES * 60_000;

export function partyOf(role: DealActorRole): DealParty {
  return role === "landlord" ? "landlord" : "student";
}

const refuse = (code: DealErrorCode): DealResult => ({ ok: false, code });
const advance = (next: DealState, effects: DealEffect[] = []): DealResult => ({ ok: true, next, effects });

/** Null when the offered slots are acceptable; shared with the slot form so it can explain why not. */
export function validateViewingSlots(slots: readonly Date[], now: Date): DealErrorCode | null {
  if (slots.length === 0) return "no_slots";
  if (slots.length > MAX_VIEWING_SLOTS) return "too_many_slots";
  const times = slots.map((slot) => slot.getTime());
  if (times.some(Number.isNaN)) return "invalid_slot";
  if (new Set(times).size !== times.length) return "duplicate_slots";
  if (times.some((time) => time <= now.getTime())) return "slot_in_past";
  return null;
}

/** When the attendance question opens, or null while no viewing is scheduled. */
export function attendanceQuestionOpensAt(state: DealState): Date | null {
  if (state.viewingScheduledAt === null) return null;
  return new Date(state.viewingScheduledAt.getTime() + ATTENDANCE_DELAY_MS);
}

/** Booked but attendance not yet confirmed by both: the card's "Viewing booked" (§4 steps 3–4). */
export function isViewingScheduled(state: DealState): boolean {
  return (
    state.stage === "viewing_confirmed" &&
    state.viewingScheduledAt !== null &&
    state.viewingConfirmedAt === null
  );
}

function attendanceOf(state: DealState, party: DealParty): Date | null {
  return party === "student" ? state.viewingConfirmedByStudentAt : state.viewingConfirmedByLandlordAt;
}

/** Whether `party` should be asked "Did the viewing take place?" now (§4 step 4). */
export function isAttendanceQuestionDue(state: DealState, party: DealParty, now: Date): boolean {
  const opensAt = attendanceQuestionOpensAt(state);
  return (
    isViewingScheduled(state) &&
    opensAt !== null &&
    now.getTime() >= opensAt.getTime() &&
    attendanceOf(state, party) === null
  );
}

export function applyDealAction(
  state: DealState,
  action: DealAction,
  actorRole: DealActorRole,
  now: Date,
): DealResult {
  switch (action.type) {
    case "request_viewing": {
      if (actorRole === "landlord") return refuse("own_property_viewing");
      if (actorRole !== "leader") return refuse("not_leader");
      if (state.stage !== "initial") return refuse("viewing_already_requested");
      return advance({ ...state, stage: "request_viewing", viewingRequestedAt: now });
    }

    case "send_slots": {
      if (actorRole !== "landlord") return refuse("not_landlord");
      if (state.stage !== "request_viewing") return refuse("invalid_deal_stage");
      const problem = validateViewingSlots(action.slots, now);
      if (problem) return refuse(problem);
      return advance({ ...state, stage: "time_slots_given", slotsGivenAt: now });
    }

    case "select_slot": {
      if (actorRole !== "leader") return refuse("not_leader");
      if (state.viewingScheduledAt !== null) return refuse("viewing_already_scheduled");
      if (state.stage !== "time_slots_given") return refuse("invalid_deal_stage");
      const problem = validateViewingSlots([action.slot], now);
      if (problem) return refuse(problem);
      return advance({ ...state, stage: "viewing_confirmed", viewingScheduledAt: action.slot }, [
        { type: "booking_confirmation", confirmationType: "viewing_scheduled" },
      ]);
    }

    case "confirm_attendance": {
      // The leader answers for the group: other members are not asked.
      if (actorRole === "member") return refuse("not_leader");
      if (state.stage === "time_slots_given") return refuse("viewing_not_scheduled");
      // Once both sides said yes the answers are closed: interest (step 5) builds on them.
      if (!isViewingScheduled(state)) return refuse("invalid_deal_stage");
      const opensAt = attendanceQuestionOpensAt(state);
      if (opensAt === null) return refuse("viewing_not_scheduled");
      if (now.getTime() < opensAt.getTime()) return refuse("attendance_too_early");

      const party = partyOf(actorRole);
      const field = party === "student" ? "viewingConfirmedByStudentAt" : "viewingConfirmedByLandlordAt";
      // A repeated "yes" keeps the first answer's time, so double submits are harmless.
      const answer = action.attended ? (state[field] ?? now) : null;
      const next: DealState = { ...state, [field]: answer };
      if (next.viewingConfirmedByStudentAt !== null && next.viewingConfirmedByLandlordAt !== null) {
        return advance({ ...next, viewingConfirmedAt: now }, [
          { type: "booking_confirmation", confirmationType: "viewing_confirmed" },
        ]);
      }
      return advance(next);
    }

    case "declare_interest": {
      if (actorRole !== "leader") return refuse("not_leader");
      if (state.studentReadyAt !== null) return refuse("interest_already_declared");
      // Interest only after both sides confirmed the viewing took place (viewing_confirmed_at).
      if (state.stage !== "viewing_confirmed" || state.viewingConfirmedAt === null) {
        return refuse("invalid_deal_stage");
      }
      const answered = { ...state, studentReadyAt: now };
      return advance(action.interested ? answered : { ...answered, stage: "deal_declined" });
    }

    case "confirm_applicant": {
      if (actorRole !== "landlord") return refuse("not_landlord");
      if (state.stage === "deal_confirmed" || state.landlordConfirmedAt !== null) {
        return refuse("applicant_already_confirmed");
      }
      if (state.stage !== "viewing_confirmed" || state.viewingConfirmedAt === null) {
        return refuse("invalid_deal_stage");
      }
      if (state.studentReadyAt === null) return refuse("student_not_ready");
      return advance({ ...state, stage: "deal_confirmed", landlordConfirmedAt: now }, [
        { type: "booking_confirmation", confirmationType: "deal_confirmed" },
        { type: "grant_verified_renter_badge" },
      ]);
    }
  }
}

/** The stages plus the two waiting points that the stage column alone does not reveal. */
export type DealPhase = DealStage | "viewing_scheduled" | "student_ready";

export function dealPhase(state: DealState): DealPhase {
  if (isViewingScheduled(state)) return "viewing_scheduled";
  if (state.stage === "viewing_confirmed" && state.studentReadyAt !== null) return "student_ready";
  return state.stage;
}

export interface DealTurn {
  actor: "student" | "landlord" | "both" | "none";
  description: string;
}

/** Whose move it is, for the deal card and for reminders. */
export function dealTurn(state: DealState, now: Date): DealTurn {
  switch (dealPhase(state)) {
    case "initial":
      return { actor: "student", description: "Group leader can request a viewing" };
    case "request_viewing":
      return { actor: "landlord", description: "Waiting for the landlord to offer viewing times" };
    case "time_slots_given":
      return { actor: "student", description: "Group leader to choose a viewing time" };
    case "viewing_scheduled": {
      const studentDue = isAttendanceQuestionDue(state, "student", now);
      const landlordDue = isAttendanceQuestionDue(state, "landlord", now);
      if (studentDue && landlordDue)
        return { actor: "both", description: "Both sides to confirm the viewing took place" };
      if (studentDue)
        return { actor: "student", description: "Group leader to confirm the viewing took place" };
      if (landlordDue)
        return { actor: "landlord", description: "Landlord to confirm the viewing took place" };
      return { actor: "none", description: "Viewing scheduled" };
    }
    case "viewing_confirmed":
      return { actor: "student", description: "Group leader to say whether the group is interested" };
    case "student_ready":
      return { actor: "landlord", description: "Landlord to confirm the applicant" };
    case "deal_confirmed":
      return { actor: "none", description: "Deal confirmed" };
    case "deal_declined":
      return { actor: "none", description: "Deal declined" };
  }
}
