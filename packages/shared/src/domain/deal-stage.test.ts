import { describe, expect, it } from "vitest";
import {
  applyDealAction,
  attendanceQuestionOpensAt,
  DEAL_ERROR_CODES,
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  type DealAction,
  type DealActorRole,
  type DealResult,
  type DealState,
  dealPhase,
  dealTurn,
  INITIAL_DEAL_STATE,
  isAttendanceQuestionDue,
  validateViewingSlots,
} from "./deal-stage.ts";
import { MINUTE_MS } from "./durations.ts";

const t = (iso: string) => new Date(`2026-11-${iso}Z`);

const requested: DealState = {
  ...INITIAL_DEAL_STATE,
  stage: "request_viewing",
  viewingRequestedAt: t("01T09:00:00"),
};
const slotsGiven: DealState = { ...requested, stage: "time_slots_given", slotsGivenAt: t("01T10:00:00") };
const viewingAt = t("05T14:00:00");
const scheduled: DealState = { ...slotsGiven, stage: "viewing_confirmed", viewingScheduledAt: viewingAt };
const attendanceOpen = new Date(viewingAt.getTime() + 60 * MINUTE_MS);
const viewingConfirmed: DealState = {
  ...scheduled,
  stage: "viewing_confirmed",
  viewingConfirmedByStudentAt: attendanceOpen,
  viewingConfirmedByLandlordAt: attendanceOpen,
  viewingConfirmedAt: attendanceOpen,
};
const ready: DealState = { ...viewingConfirmed, studentReadyAt: t("06T09:00:00") };
const confirmed: DealState = { ...ready, stage: "deal_confirmed", landlordConfirmedAt: t("06T12:00:00") };
const declined: DealState = { ...viewingConfirmed, stage: "deal_declined", studentReadyAt: t("06T09:00:00") };

const now = t("02T12:00:00");

function ok(result: DealResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.code}`);
  return result;
}
const code = (result: DealResult) => (result.ok ? "ok" : result.code);

const ALL_STATES: Record<string, DealState> = {
  initial: INITIAL_DEAL_STATE,
  requested,
  slotsGiven,
  scheduled,
  viewingConfirmed,
  ready,
  confirmed,
  declined,
};

/** Runs one action from every state and returns the outcome per state name. */
function outcomes(action: DealAction, role: DealActorRole, at: Date): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ALL_STATES).map(([name, state]) => [name, code(applyDealAction(state, action, role, at))]),
  );
}

describe("request_viewing", () => {
  it("lets the leader move initial to request_viewing", () => {
    const result = ok(applyDealAction(INITIAL_DEAL_STATE, { type: "request_viewing" }, "leader", now));
    expect(result.next).toEqual({ ...INITIAL_DEAL_STATE, stage: "request_viewing", viewingRequestedAt: now });
    expect(result.effects).toEqual([]);
  });

  it("does not mutate the input state", () => {
    applyDealAction(INITIAL_DEAL_STATE, { type: "request_viewing" }, "leader", now);
    expect(INITIAL_DEAL_STATE.stage).toBe("initial");
  });

  it("refuses other members and the landlord", () => {
    expect(code(applyDealAction(INITIAL_DEAL_STATE, { type: "request_viewing" }, "member", now))).toBe(
      "not_leader",
    );
    expect(code(applyDealAction(INITIAL_DEAL_STATE, { type: "request_viewing" }, "landlord", now))).toBe(
      "own_property_viewing",
    );
  });

  it("refuses a second request from any later stage", () => {
    expect(outcomes({ type: "request_viewing" }, "leader", now)).toEqual({
      initial: "ok",
      requested: "viewing_already_requested",
      slotsGiven: "viewing_already_requested",
      scheduled: "viewing_already_requested",
      viewingConfirmed: "viewing_already_requested",
      ready: "viewing_already_requested",
      confirmed: "viewing_already_requested",
      declined: "viewing_already_requested",
    });
  });
});

describe("send_slots", () => {
  const slots = [t("05T14:00:00"), t("06T10:00:00")];

  it("lets the landlord move request_viewing to time_slots_given", () => {
    const result = ok(applyDealAction(requested, { type: "send_slots", slots }, "landlord", now));
    expect(result.next).toEqual({ ...requested, stage: "time_slots_given", slotsGivenAt: now });
  });

  it("accepts exactly three slots", () => {
    const three = [...slots, t("07T18:30:00")];
    expect(code(applyDealAction(requested, { type: "send_slots", slots: three }, "landlord", now))).toBe(
      "ok",
    );
  });

  it("refuses students", () => {
    expect(code(applyDealAction(requested, { type: "send_slots", slots }, "leader", now))).toBe(
      "not_landlord",
    );
    expect(code(applyDealAction(requested, { type: "send_slots", slots }, "member", now))).toBe(
      "not_landlord",
    );
  });

  it("is only possible from request_viewing", () => {
    expect(outcomes({ type: "send_slots", slots }, "landlord", now)).toEqual({
      initial: "invalid_deal_stage",
      requested: "ok",
      slotsGiven: "invalid_deal_stage",
      scheduled: "invalid_deal_stage",
      viewingConfirmed: "invalid_deal_stage",
      ready: "invalid_deal_stage",
      confirmed: "invalid_deal_stage",
      declined: "invalid_deal_stage",
    });
  });

  it("refuses zero, four, duplicate, invalid and past slots", () => {
    const send = (s: Date[]) =>
      code(applyDealAction(requested, { type: "send_slots", slots: s }, "landlord", now));
    expect(send([])).toBe("no_slots");
    expect(send([...slots, t("07T10:00:00"), t("08T10:00:00")])).toBe("too_many_slots");
    expect(send([t("05T14:00:00"), t("05T14:00:00")])).toBe("duplicate_slots");
    expect(send([new Date("nope")])).toBe("invalid_slot");
    expect(send([t("01T12:00:00")])).toBe("slot_in_past");
    expect(send([now])).toBe("slot_in_past");
  });
});

describe("validateViewingSlots", () => {
  it("accepts one to three distinct future times", () => {
    expect(validateViewingSlots([new Date(now.getTime() + 1)], now)).toBeNull();
  });

  it("refuses the whole offer when any one time is invalid or already past", () => {
    const tomorrow = new Date(now.getTime() + 24 * 60 * MINUTE_MS);
    expect(validateViewingSlots([tomorrow, new Date("nope")], now)).toBe("invalid_slot");
    expect(validateViewingSlots([tomorrow, new Date(now.getTime() - MINUTE_MS)], now)).toBe("slot_in_past");
  });
});

describe("select_slot", () => {
  it("moves time_slots_given to viewing_confirmed with the viewing scheduled (§4 step 3)", () => {
    const result = ok(applyDealAction(slotsGiven, { type: "select_slot", slot: viewingAt }, "leader", now));
    expect(result.next).toEqual({ ...slotsGiven, stage: "viewing_confirmed", viewingScheduledAt: viewingAt });
    expect(dealPhase(result.next)).toBe("viewing_scheduled");
    expect(result.effects).toEqual([{ type: "booking_confirmation", confirmationType: "viewing_scheduled" }]);
  });

  it("refuses members and the landlord", () => {
    for (const role of ["member", "landlord"] as const) {
      expect(code(applyDealAction(slotsGiven, { type: "select_slot", slot: viewingAt }, role, now))).toBe(
        "not_leader",
      );
    }
  });

  it("is only possible once, from time_slots_given", () => {
    expect(outcomes({ type: "select_slot", slot: viewingAt }, "leader", now)).toEqual({
      initial: "invalid_deal_stage",
      requested: "invalid_deal_stage",
      slotsGiven: "ok",
      scheduled: "viewing_already_scheduled",
      viewingConfirmed: "viewing_already_scheduled",
      ready: "viewing_already_scheduled",
      confirmed: "viewing_already_scheduled",
      declined: "viewing_already_scheduled",
    });
  });

  it("refuses a slot whose time has passed", () => {
    expect(
      code(applyDealAction(slotsGiven, { type: "select_slot", slot: viewingAt }, "leader", viewingAt)),
    ).toBe("slot_in_past");
  });
});

describe("confirm_attendance", () => {
  const yes: DealAction = { type: "confirm_attendance", attended: true };
  const no: DealAction = { type: "confirm_attendance", attended: false };

  it("opens exactly 60 minutes after the scheduled time", () => {
    expect(attendanceQuestionOpensAt(scheduled)).toEqual(attendanceOpen);
    const oneMsEarly = new Date(attendanceOpen.getTime() - 1);
    expect(code(applyDealAction(scheduled, yes, "leader", oneMsEarly))).toBe("attendance_too_early");
    expect(code(applyDealAction(scheduled, yes, "landlord", oneMsEarly))).toBe("attendance_too_early");
    expect(code(applyDealAction(scheduled, yes, "leader", attendanceOpen))).toBe("ok");
  });

  it("records the student's yes and keeps waiting for the landlord", () => {
    const result = ok(applyDealAction(scheduled, yes, "leader", attendanceOpen));
    expect(result.next).toEqual({ ...scheduled, viewingConfirmedByStudentAt: attendanceOpen });
    expect(result.effects).toEqual([]);
  });

  it("records the landlord's yes separately", () => {
    const result = ok(applyDealAction(scheduled, yes, "landlord", attendanceOpen));
    expect(result.next.viewingConfirmedByLandlordAt).toEqual(attendanceOpen);
    expect(result.next.viewingConfirmedByStudentAt).toBeNull();
    expect(result.next.stage).toBe("viewing_confirmed");
    expect(result.next.viewingConfirmedAt).toBeNull();
  });

  it("stamps viewing_confirmed_at (stage unchanged) when the second party says yes", () => {
    const later = new Date(attendanceOpen.getTime() + 30 * MINUTE_MS);
    const first = ok(applyDealAction(scheduled, yes, "landlord", attendanceOpen)).next;
    const second = ok(applyDealAction(first, yes, "leader", later));
    expect(second.next).toEqual({
      ...scheduled,
      stage: "viewing_confirmed",
      viewingConfirmedByLandlordAt: attendanceOpen,
      viewingConfirmedByStudentAt: later,
      viewingConfirmedAt: later,
    });
    expect(second.effects).toEqual([{ type: "booking_confirmation", confirmationType: "viewing_confirmed" }]);
  });

  it("keeps the first time on a repeated yes", () => {
    const first = ok(applyDealAction(scheduled, yes, "leader", attendanceOpen)).next;
    const again = ok(
      applyDealAction(first, yes, "leader", new Date(attendanceOpen.getTime() + MINUTE_MS)),
    ).next;
    expect(again.viewingConfirmedByStudentAt).toEqual(attendanceOpen);
  });

  it("clears the party's confirmation on no", () => {
    const first = ok(applyDealAction(scheduled, yes, "leader", attendanceOpen)).next;
    const result = ok(applyDealAction(first, no, "leader", attendanceOpen));
    expect(result.next).toEqual(scheduled);
  });

  it("refuses other group members", () => {
    expect(code(applyDealAction(scheduled, yes, "member", attendanceOpen))).toBe("not_leader");
  });

  it("needs a booked viewing whose attendance is not yet confirmed by both", () => {
    expect(outcomes(yes, "landlord", attendanceOpen)).toEqual({
      initial: "invalid_deal_stage",
      requested: "invalid_deal_stage",
      slotsGiven: "viewing_not_scheduled",
      scheduled: "ok",
      viewingConfirmed: "invalid_deal_stage",
      ready: "invalid_deal_stage",
      confirmed: "invalid_deal_stage",
      declined: "invalid_deal_stage",
    });
  });
});

describe("declare_interest", () => {
  const later = t("06T09:00:00");

  it("sets student_ready_at and keeps viewing_confirmed when interested", () => {
    const result = ok(
      applyDealAction(viewingConfirmed, { type: "declare_interest", interested: true }, "leader", later),
    );
    expect(result.next).toEqual({ ...viewingConfirmed, studentReadyAt: later });
  });

  it("sets student_ready_at and moves to deal_declined when not interested (§4 step 5)", () => {
    const result = ok(
      applyDealAction(viewingConfirmed, { type: "declare_interest", interested: false }, "leader", later),
    );
    expect(result.next).toEqual({ ...viewingConfirmed, stage: "deal_declined", studentReadyAt: later });
  });

  it("stays impossible until both sides confirmed attendance", () => {
    const half = { ...scheduled, viewingConfirmedByStudentAt: attendanceOpen };
    for (const interested of [true, false]) {
      expect(code(applyDealAction(half, { type: "declare_interest", interested }, "leader", later))).toBe(
        "invalid_deal_stage",
      );
    }
  });

  it("refuses members and the landlord", () => {
    for (const role of ["member", "landlord"] as const) {
      expect(
        code(applyDealAction(viewingConfirmed, { type: "declare_interest", interested: true }, role, later)),
      ).toBe("not_leader");
    }
  });

  it("is only possible once, from viewing_confirmed", () => {
    expect(outcomes({ type: "declare_interest", interested: true }, "leader", later)).toEqual({
      initial: "invalid_deal_stage",
      requested: "invalid_deal_stage",
      slotsGiven: "invalid_deal_stage",
      scheduled: "invalid_deal_stage",
      viewingConfirmed: "ok",
      ready: "interest_already_declared",
      confirmed: "interest_already_declared",
      declined: "interest_already_declared",
    });
  });
});

describe("confirm_applicant", () => {
  const later = t("06T12:00:00");

  it("lets the landlord confirm a ready student", () => {
    const result = ok(applyDealAction(ready, { type: "confirm_applicant" }, "landlord", later));
    expect(result.next).toEqual({ ...ready, stage: "deal_confirmed", landlordConfirmedAt: later });
    expect(result.effects).toEqual([
      { type: "booking_confirmation", confirmationType: "deal_confirmed" },
      { type: "grant_verified_renter_badge" },
    ]);
  });

  it("refuses students", () => {
    expect(code(applyDealAction(ready, { type: "confirm_applicant" }, "leader", later))).toBe("not_landlord");
    expect(code(applyDealAction(ready, { type: "confirm_applicant" }, "member", later))).toBe("not_landlord");
  });

  it("needs a ready student and no earlier confirmation", () => {
    expect(outcomes({ type: "confirm_applicant" }, "landlord", later)).toEqual({
      initial: "invalid_deal_stage",
      requested: "invalid_deal_stage",
      slotsGiven: "invalid_deal_stage",
      scheduled: "invalid_deal_stage",
      viewingConfirmed: "student_not_ready",
      ready: "ok",
      confirmed: "applicant_already_confirmed",
      declined: "invalid_deal_stage",
    });
  });

  it("does not confirm twice when only the stage or only the confirmation time was recorded", () => {
    const confirm = (state: DealState) =>
      code(applyDealAction(state, { type: "confirm_applicant" }, "landlord", later));
    expect(confirm({ ...ready, landlordConfirmedAt: later })).toBe("applicant_already_confirmed");
    expect(confirm({ ...ready, stage: "deal_confirmed" })).toBe("applicant_already_confirmed");
  });
});

describe("a whole deal", () => {
  it("runs from initial to deal_confirmed", () => {
    let state: DealState = INITIAL_DEAL_STATE;
    const steps: [DealAction, DealActorRole, Date][] = [
      [{ type: "request_viewing" }, "leader", t("01T09:00:00")],
      [{ type: "send_slots", slots: [viewingAt, t("06T10:00:00")] }, "landlord", t("01T10:00:00")],
      [{ type: "select_slot", slot: viewingAt }, "leader", t("02T10:00:00")],
      [{ type: "confirm_attendance", attended: true }, "leader", attendanceOpen],
      [{ type: "confirm_attendance", attended: true }, "landlord", attendanceOpen],
      [{ type: "declare_interest", interested: true }, "leader", t("06T09:00:00")],
      [{ type: "confirm_applicant" }, "landlord", t("06T12:00:00")],
    ];
    const stages = steps.map(([action, role, at]) => {
      state = ok(applyDealAction(state, action, role, at)).next;
      return state.stage;
    });
    expect(stages).toEqual([
      "request_viewing",
      "time_slots_given",
      "viewing_confirmed",
      "viewing_confirmed",
      "viewing_confirmed",
      "viewing_confirmed",
      "deal_confirmed",
    ]);
    expect(state).toEqual({ ...confirmed, slotsGivenAt: t("01T10:00:00") });
  });
});

describe("isAttendanceQuestionDue", () => {
  it("asks each party that has not confirmed, once the question is open", () => {
    expect(isAttendanceQuestionDue(scheduled, "student", new Date(attendanceOpen.getTime() - 1))).toBe(false);
    expect(isAttendanceQuestionDue(scheduled, "student", attendanceOpen)).toBe(true);
    const studentSaidYes = { ...scheduled, viewingConfirmedByStudentAt: attendanceOpen };
    expect(isAttendanceQuestionDue(studentSaidYes, "student", attendanceOpen)).toBe(false);
    expect(isAttendanceQuestionDue(studentSaidYes, "landlord", attendanceOpen)).toBe(true);
    expect(isAttendanceQuestionDue(slotsGiven, "landlord", attendanceOpen)).toBe(false);
  });
});

describe("dealPhase and dealTurn", () => {
  it("derives the scheduled and ready sub-states", () => {
    expect(dealPhase(slotsGiven)).toBe("time_slots_given");
    expect(dealPhase(scheduled)).toBe("viewing_scheduled");
    expect(dealPhase(viewingConfirmed)).toBe("viewing_confirmed");
    expect(dealPhase(ready)).toBe("student_ready");
    expect(dealPhase(declined)).toBe("deal_declined");
  });

  it("says whose move it is at every point", () => {
    const actor = (state: DealState, at: Date = now) => dealTurn(state, at).actor;
    expect(actor(INITIAL_DEAL_STATE)).toBe("student");
    expect(actor(requested)).toBe("landlord");
    expect(actor(slotsGiven)).toBe("student");
    expect(actor(scheduled)).toBe("none");
    expect(actor(scheduled, attendanceOpen)).toBe("both");
    expect(actor({ ...scheduled, viewingConfirmedByStudentAt: attendanceOpen }, attendanceOpen)).toBe(
      "landlord",
    );
    expect(actor({ ...scheduled, viewingConfirmedByLandlordAt: attendanceOpen }, attendanceOpen)).toBe(
      "student",
    );
    expect(actor(viewingConfirmed)).toBe("student");
    expect(actor(ready)).toBe("landlord");
    expect(actor(confirmed)).toBe("none");
    expect(actor(declined)).toBe("none");
  });

  it("describes every waiting point on the deal card", () => {
    const says = (state: DealState, at: Date = now) => dealTurn(state, at).description;
    expect(says(INITIAL_DEAL_STATE)).toBe("Group leader can request a viewing");
    expect(says(requested)).toBe("Waiting for the landlord to offer viewing times");
    expect(says(slotsGiven)).toBe("Group leader to choose a viewing time");
    expect(says(scheduled)).toBe("Viewing scheduled");
    expect(says(scheduled, attendanceOpen)).toBe("Both sides to confirm the viewing took place");
    expect(says({ ...scheduled, viewingConfirmedByStudentAt: attendanceOpen }, attendanceOpen)).toBe(
      "Landlord to confirm the viewing took place",
    );
    expect(says({ ...scheduled, viewingConfirmedByLandlordAt: attendanceOpen }, attendanceOpen)).toBe(
      "Group leader to confirm the viewing took place",
    );
    expect(says(viewingConfirmed)).toBe("Group leader to say whether the group is interested");
    expect(says(ready)).toBe("Landlord to confirm the applicant");
    expect(says(confirmed)).toBe("Deal confirmed");
    expect(says(declined)).toBe("Deal declined");
  });

  it("names every stage", () => {
    expect(DEAL_STAGES.map((stage) => DEAL_STAGE_LABELS[stage])).toEqual([
      "No viewing requested",
      "Viewing requested",
      "Viewing times offered",
      "Viewing confirmed",
      "Deal confirmed",
      "Deal declined",
    ]);
  });
});

describe("DEAL_ERROR_CODES", () => {
  it("are unique snake_case codes", () => {
    expect(new Set(DEAL_ERROR_CODES).size).toBe(DEAL_ERROR_CODES.length);
    for (const c of DEAL_ERROR_CODES) expect(c).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
