import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api.ts";
import { failureText, serverFieldError } from "../../lib/form-errors.ts";
import {
  budgetRangeText,
  canLeaveGroup,
  inviteCodeInput,
  joinBlockedText,
  memberCountText,
  messageCounter,
  requestsButtonLabel,
} from "./group-view.ts";

describe("group display helpers", () => {
  it("formats budget ranges", () => {
    expect(budgetRangeText(400, 650)).toBe("£400 – £650");
    expect(budgetRangeText(500, 500)).toBe("£500");
    expect(budgetRangeText(400, null)).toBe("From £400");
    expect(budgetRangeText(null, 1200)).toBe("Up to £1,200");
    expect(budgetRangeText(null, null)).toBeNull();
  });

  it("counts members and pending requests", () => {
    expect(memberCountText(3, 6)).toBe("3 / 6 members");
    expect(requestsButtonLabel(2)).toBe("Requests (2)");
  });

  it("explains a disabled join button", () => {
    expect(joinBlockedText("full")).toBe("Group is full");
    expect(joinBlockedText("already_in_group")).toBe("You can only be in one group at a time.");
    expect(joinBlockedText(null)).toBeNull();
  });

  it("upper-cases the invite code as typed and caps it at 8", () => {
    expect(inviteCodeInput("abcd 2345xyz")).toBe("ABCD2345");
  });

  it("counts join request message characters", () => {
    expect(messageCounter("")).toBe("0/500");
    expect(messageCounter("hello")).toBe("5/500");
  });

  it("lets a leader leave only when alone", () => {
    expect(canLeaveGroup({ is_leader: false, member_count: 4 })).toBe(true);
    expect(canLeaveGroup({ is_leader: true, member_count: 4 })).toBe(false);
    expect(canLeaveGroup({ is_leader: true, member_count: 1 })).toBe(true);
  });
});

describe("failureText", () => {
  const fallback = { title: "Error creating group" };
  it("uses the catalogue text for specific codes", () => {
    expect(failureText(new ApiError(409, "already_in_group", "x"), fallback)).toEqual({
      title: "Already in a group",
      description: "You can only be in one group at a time.",
    });
    expect(failureText(new ApiError(422, "group_full", "x"), fallback).title).toBe("Group is full");
    // The Join Requests dialog's toast when accepting is refused because of a block.
    expect(failureText(new ApiError(403, "requester_cannot_join", "x"), fallback)).toEqual({
      title: "This person can't join the group",
      description: "You can decline their request.",
    });
  });

  it("falls back for generic, unknown and non-API errors", () => {
    expect(failureText(new ApiError(500, "internal_error", "x"), fallback)).toBe(fallback);
    expect(failureText(new ApiError(0, "network_error", "x"), fallback)).toBe(fallback);
    expect(failureText(new ApiError(400, "something_new", "x"), fallback)).toBe(fallback);
    expect(failureText(new Error("boom"), fallback)).toBe(fallback);
  });

  it("extracts a server field error", () => {
    expect(serverFieldError(new ApiError(400, "validation_failed", "Too long", "name"))).toEqual({
      field: "name",
      message: "Too long",
    });
    expect(serverFieldError(new ApiError(409, "already_member", "x"))).toBeNull();
  });
});
