import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import {
  addPendingSlot,
  canAddSlot,
  dealErrorText,
  dealSteps,
  formatSlot,
  formatSlotParts,
  prunePendingSlots,
  removePendingSlot,
  slotsRemaining,
  turnBadge,
  turnText,
} from "./deal-helpers.ts";

const NOW = new Date("2026-06-01T09:00:00Z");

describe("slot texts", () => {
  it("formats slots in en-GB UK time", () => {
    expect(formatSlot("2026-06-10T13:30:00.000Z")).toBe("Wed 10 Jun 2026, 14:30");
    expect(formatSlotParts("2026-06-10T13:30:00.000Z")).toEqual({ day: "Wednesday 10 June", time: "14:30" });
  });
});

describe("slot draft", () => {
  it("counts saved plus pending against the limit of 3", () => {
    expect(slotsRemaining(0, 0)).toBe(3);
    expect(slotsRemaining(1, 1)).toBe(1);
    expect(slotsRemaining(2, 2)).toBe(0);
  });
  it("disables Add without a value or when full", () => {
    expect(canAddSlot("", 0, 0)).toBe(false);
    expect(canAddSlot("  ", 0, 0)).toBe(false);
    expect(canAddSlot("2026-06-10T14:30", 0, 0)).toBe(true);
    expect(canAddSlot("2026-06-10T14:30", 1, 2)).toBe(false);
  });
  it("adds a slot and keeps the pending list sorted", () => {
    const first = addPendingSlot([], [], "2026-06-12T10:00", NOW);
    expect(first).toEqual({ ok: true, pending: ["2026-06-12T09:00:00.000Z"] });
    if (!first.ok) throw new Error("unreachable");
    const second = addPendingSlot(first.pending, [], "2026-06-11T10:00", NOW);
    expect(second).toEqual({ ok: true, pending: ["2026-06-11T09:00:00.000Z", "2026-06-12T09:00:00.000Z"] });
  });
  it("refuses duplicates, including a saved one", () => {
    expect(addPendingSlot(["2026-06-12T09:00:00.000Z"], [], "2026-06-12T10:00", NOW)).toEqual({
      ok: false,
      code: "duplicate_slots",
    });
    expect(addPendingSlot([], ["2026-06-12T09:00:00.000Z"], "2026-06-12T10:00", NOW)).toEqual({
      ok: false,
      code: "duplicate_slots",
    });
  });
  it("refuses a fourth slot, a past time and an invalid value", () => {
    const saved = ["2026-06-10T09:00:00.000Z", "2026-06-11T09:00:00.000Z"];
    expect(addPendingSlot(["2026-06-12T09:00:00.000Z"], saved, "2026-06-13T10:00", NOW)).toEqual({
      ok: false,
      code: "too_many_slots",
    });
    expect(addPendingSlot([], [], "2026-05-01T10:00", NOW)).toEqual({ ok: false, code: "slot_in_past" });
    expect(addPendingSlot([], [], "nonsense", NOW)).toEqual({ ok: false, code: "invalid_slot" });
  });
  it("removes and prunes pending slots", () => {
    const pending = ["2026-06-11T09:00:00.000Z", "2026-06-12T09:00:00.000Z"];
    expect(removePendingSlot(pending, pending[0] as string)).toEqual([pending[1]]);
    expect(prunePendingSlots(pending, ["2026-06-11T09:00:00Z"], NOW)).toEqual([pending[1]]);
    expect(prunePendingSlots(pending, [], new Date("2026-06-11T12:00:00Z"))).toEqual([pending[1]]);
  });
});

describe("dealSteps", () => {
  const statuses = (phase: Parameters<typeof dealSteps>[0]) => dealSteps(phase).map((s) => s.status);
  it("walks the five steps", () => {
    expect(dealSteps("initial").map((s) => s.label)).toEqual([
      "Request viewing",
      "Time slots",
      "Viewing",
      "Decision",
      "Confirmed",
    ]);
    expect(statuses("initial")).toEqual(["current", "upcoming", "upcoming", "upcoming", "upcoming"]);
    expect(statuses("time_slots_given")).toEqual(["done", "current", "upcoming", "upcoming", "upcoming"]);
    expect(statuses("viewing_scheduled")).toEqual(["done", "done", "current", "upcoming", "upcoming"]);
    expect(statuses("viewing_confirmed")).toEqual(["done", "done", "done", "current", "upcoming"]);
    expect(statuses("student_ready")).toEqual(["done", "done", "done", "done", "current"]);
    expect(statuses("deal_confirmed")).toEqual(["done", "done", "done", "done", "done"]);
  });
  it("marks a declined deal distinctly", () => {
    expect(statuses("deal_declined")).toEqual(["done", "done", "done", "declined", "skipped"]);
  });
});

describe("dealErrorText", () => {
  it("uses the call's §8 text for generic failures", () => {
    expect(dealErrorText("request_viewing", new ApiError(500, "internal_error", "x"))).toEqual({
      title: "Error requesting viewing",
    });
    expect(dealErrorText("remove_slot", new ApiError(0, "network_error", "x")).title).toBe(
      "Failed to remove time slot",
    );
    expect(dealErrorText("send_slots", new Error("boom")).title).toBe("Failed to send time slots");
    expect(dealErrorText("select_slot", null).title).toBe("Failed to schedule viewing");
    expect(dealErrorText("attendance", {}).title).toBe("Failed to update viewing status");
    expect(dealErrorText("interest", new ApiError(500, "weird_code", "x")).title).toBe(
      "Failed to update status",
    );
    expect(dealErrorText("confirm_applicant", new ApiError(500, "internal_error", "x")).title).toBe(
      "Failed to confirm applicant",
    );
  });
  it("uses specific codes' texts", () => {
    expect(dealErrorText("request_viewing", new ApiError(422, "own_property_viewing", "x")).title).toBe(
      "You cannot request viewing for your own property",
    );
    expect(dealErrorText("request_viewing", new ApiError(422, "property_not_found_viewing", "x")).title).toBe(
      "Could not find property information",
    );
    expect(dealErrorText("request_viewing", new ApiError(422, "property_owner_not_found", "x")).title).toBe(
      "Property owner not found",
    );
    expect(dealErrorText("select_slot", new ApiError(403, "not_leader", "x")).title).toBe(
      "Only group leader can perform this action",
    );
  });
  it("says who already requested the viewing", () => {
    expect(
      dealErrorText("request_viewing", new ApiError(409, "viewing_already_requested", "Requested by Sophie")),
    ).toEqual({ title: "Viewing already requested", description: "Requested by Sophie" });
    expect(
      dealErrorText("request_viewing", new ApiError(409, "viewing_already_requested", "Conflict"), "Ali"),
    ).toEqual({ title: "Viewing already requested", description: "Requested by Ali" });
    expect(
      dealErrorText("request_viewing", new ApiError(409, "viewing_already_requested", "Conflict")),
    ).toEqual({ title: "Viewing already requested" });
  });
});

describe("turnBadge", () => {
  it("tells the viewer when it is their move", () => {
    expect(turnBadge({ actor: "student" }, "leader", "initial").label).toBe("Your turn");
    expect(turnBadge({ actor: "student" }, "member", "initial").label).toBe("Group leader's turn");
    expect(turnBadge({ actor: "student" }, "landlord", "initial").label).toBe("Waiting for the group");
    expect(turnBadge({ actor: "landlord" }, "leader", "request_viewing").label).toBe("Waiting for landlord");
    expect(turnBadge({ actor: "both" }, "landlord", "viewing_scheduled").label).toBe("Your turn");
  });
  it("labels the end states", () => {
    expect(turnBadge({ actor: "none" }, "leader", "deal_confirmed")).toEqual({
      label: "Complete",
      tone: "green",
    });
    expect(turnBadge({ actor: "none" }, "leader", "deal_declined")).toEqual({ label: "Closed", tone: "red" });
    expect(turnBadge({ actor: "none" }, "landlord", "viewing_scheduled").label).toBe("Upcoming");
  });
});

describe("turnText", () => {
  const wait = { actor: "landlord" as const, description: "Waiting for the landlord to offer viewing times" };
  it("speaks to the viewer when the move is theirs", () => {
    expect(turnText(wait, "landlord", "request_viewing")).toBe("Offer the group up to 3 viewing times");
  });
  it("keeps dealTurn's description otherwise", () => {
    expect(turnText(wait, "leader", "request_viewing")).toBe(wait.description);
    const pick = { actor: "student" as const, description: "Group leader to choose a viewing time" };
    expect(turnText(pick, "member", "time_slots_given")).toBe(pick.description);
  });
});
