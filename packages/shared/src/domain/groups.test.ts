import { describe, expect, it } from "vitest";
import {
  GROUP_CHAT_WELCOME_MESSAGE,
  GROUP_INQUIRY_READER_ROLE,
  GROUP_ROLE_LABELS,
  isGroupFull,
  isVisibleInDiscover,
  JOIN_REQUEST_STATUS_LABELS,
  joinBlockedReason,
  maxMembersChangeBlocked,
  removeMemberBlocked,
  respondToJoinRequestBlocked,
} from "./groups.ts";

describe("isGroupFull", () => {
  it("is full at max_members, not one below", () => {
    expect(isGroupFull(5, 6)).toBe(false);
    expect(isGroupFull(6, 6)).toBe(true);
    expect(isGroupFull(7, 6)).toBe(true);
  });
});

describe("isVisibleInDiscover", () => {
  it("hides groups the user is in or has asked to join", () => {
    expect(isVisibleInDiscover({ isMember: false, hasPendingRequest: false })).toBe(true);
    expect(isVisibleInDiscover({ isMember: true, hasPendingRequest: false })).toBe(false);
    expect(isVisibleInDiscover({ isMember: false, hasPendingRequest: true })).toBe(false);
  });
});

describe("joinBlockedReason", () => {
  it("allows joining a group with space when the user has no group", () => {
    expect(joinBlockedReason({ memberCount: 3, maxMembers: 6, userInAnyGroup: false })).toBeNull();
  });

  it("blocks a full group and a user already in a group", () => {
    expect(joinBlockedReason({ memberCount: 6, maxMembers: 6, userInAnyGroup: false })).toBe("group_full");
    expect(joinBlockedReason({ memberCount: 3, maxMembers: 6, userInAnyGroup: true })).toBe(
      "already_in_group",
    );
    expect(joinBlockedReason({ memberCount: 6, maxMembers: 6, userInAnyGroup: true })).toBe(
      "already_in_group",
    );
  });
});

describe("respondToJoinRequestBlocked", () => {
  it("lets the leader accept while there is room and reject any pending request", () => {
    expect(
      respondToJoinRequestBlocked({ status: "pending", accept: true, memberCount: 5, maxMembers: 6 }),
    ).toBeNull();
    expect(
      respondToJoinRequestBlocked({ status: "pending", accept: false, memberCount: 6, maxMembers: 6 }),
    ).toBeNull();
  });

  it("refuses accepting into a full group", () => {
    expect(
      respondToJoinRequestBlocked({ status: "pending", accept: true, memberCount: 6, maxMembers: 6 }),
    ).toBe("group_full");
  });

  it("refuses requests that are no longer pending", () => {
    expect(
      respondToJoinRequestBlocked({ status: "accepted", accept: false, memberCount: 2, maxMembers: 6 }),
    ).toBe("request_not_pending");
    expect(
      respondToJoinRequestBlocked({ status: "rejected", accept: true, memberCount: 2, maxMembers: 6 }),
    ).toBe("request_not_pending");
  });
});

describe("removeMemberBlocked", () => {
  it("lets the leader remove someone else", () => {
    expect(removeMemberBlocked({ actorIsLeader: true, actorUserId: "a", targetUserId: "b" })).toBeNull();
  });

  it("refuses non-leaders and the leader removing themself", () => {
    expect(removeMemberBlocked({ actorIsLeader: false, actorUserId: "a", targetUserId: "b" })).toBe(
      "not_leader",
    );
    expect(removeMemberBlocked({ actorIsLeader: true, actorUserId: "a", targetUserId: "a" })).toBe(
      "leader_cannot_remove_self",
    );
  });
});

describe("maxMembersChangeBlocked", () => {
  it("allows a maximum equal to the current member count", () => {
    expect(maxMembersChangeBlocked(4, 4)).toBeNull();
    expect(maxMembersChangeBlocked(3, 4)).toBe("max_members_below_member_count");
  });
});

describe("texts", () => {
  it("calls the admin role Leader and welcomes the group chat", () => {
    expect(GROUP_ROLE_LABELS).toEqual({ admin: "Leader", member: "Member" });
    expect(GROUP_CHAT_WELCOME_MESSAGE).toBe("Welcome to the group chat! 🎉");
  });

  it("shows a join request's status as the spec names it (pending, accepted, rejected)", () => {
    expect(JOIN_REQUEST_STATUS_LABELS).toEqual({
      pending: "Pending",
      accepted: "Accepted",
      rejected: "Rejected",
    });
  });

  it("keeps the stored role of a group member reading the leader's enquiries", () => {
    // conversation_participants rows already carry this value (decision 022).
    expect(GROUP_INQUIRY_READER_ROLE).toBe("group_reader");
  });
});
