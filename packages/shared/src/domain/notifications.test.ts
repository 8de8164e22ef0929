import { describe, expect, it } from "vitest";
import {
  isExpired,
  isUnread,
  matchesNotificationFilter,
  NOTIFICATION_FILTERS,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationLike,
  notificationHref,
  toggledReadAt,
} from "./notifications.ts";

const now = new Date("2026-11-10T12:00:00Z");
const unread: NotificationLike = { type: "message", read_at: null };
const read: NotificationLike = { type: "connect_request", read_at: "2026-11-09T08:00:00Z" };

describe("read state", () => {
  it("treats a null read_at as unread", () => {
    expect(isUnread(unread)).toBe(true);
    expect(isUnread(read)).toBe(false);
  });

  it("toggles between unread and read-now", () => {
    expect(toggledReadAt(null, now)).toBe(now);
    expect(toggledReadAt("2026-11-09T08:00:00Z", now)).toBeNull();
  });
});

describe("isExpired", () => {
  it("expires at expires_at, not before", () => {
    expect(isExpired({ expires_at: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isExpired({ expires_at: now }, now)).toBe(true);
    expect(isExpired({ expires_at: null }, now)).toBe(false);
    expect(isExpired({}, now)).toBe(false);
  });
});

describe("matchesNotificationFilter", () => {
  it("names a filter chip for every notification type", () => {
    expect(NOTIFICATION_TYPES.map((type) => NOTIFICATION_TYPE_LABELS[type])).toEqual([
      "Group requests",
      "Connect requests",
      "Messages",
      "Applications",
      "Negotiations",
      "Group invites",
      "Saved searches",
      "Verification",
      "Shortlist",
    ]);
  });

  it("filters by all, unread and type", () => {
    expect(NOTIFICATION_FILTERS.slice(0, 2)).toEqual(["all", "unread"]);
    expect(matchesNotificationFilter(read, "all")).toBe(true);
    expect(matchesNotificationFilter(read, "unread")).toBe(false);
    expect(matchesNotificationFilter(unread, "unread")).toBe(true);
    expect(matchesNotificationFilter(read, "connect_request")).toBe(true);
    expect(matchesNotificationFilter(read, "message")).toBe(false);
  });
});

describe("notificationHref", () => {
  it("sends group and connect notifications to their pages", () => {
    expect(notificationHref({ type: "group_request" })).toBe("/groups");
    expect(notificationHref({ type: "verification" })).toBe("/profile#verification");
    expect(notificationHref({ type: "shortlist", data: { group_id: "g1" } })).toBe("/groups/g1/shortlist");
    // A request to join one's group is answered on the groups page, never as an invite to it.
    expect(notificationHref({ type: "group_request", data: { group_id: "g-1" } })).toBe("/groups");
    expect(notificationHref({ type: "group_invite" })).toBe("/groups");
    // An invite opens its group by id; the code is fetched then, never carried (codes rotate).
    expect(notificationHref({ type: "group_invite", data: { group_id: "g-1" } })).toBe("/groups?invite=g-1");
    expect(notificationHref({ type: "connect_request" })).toBe("/roommates");
  });

  it("opens the home a saved search matched, or the saved searches without one", () => {
    expect(notificationHref({ type: "saved_search_match", data: { property_id: "p-1" } })).toBe(
      "/property/p-1",
    );
    expect(notificationHref({ type: "saved_search_match" })).toBe("/saved-searches");
  });

  it("opens the conversation of a message, as an inquiry when it is about a property", () => {
    expect(
      notificationHref({ type: "message", data: { conversation_id: "c1", conversation_type: "direct" } }),
    ).toBe("/messages/c1");
    expect(
      notificationHref({
        type: "message",
        data: { conversation_id: "c2", conversation_type: "landlord_tenant" },
      }),
    ).toBe("/inquiries/c2");
    expect(notificationHref({ type: "message", data: null })).toBe("/messages");
  });

  it("opens inquiries for applications and negotiations", () => {
    expect(notificationHref({ type: "negotiation", data: { conversation_id: "c3" } })).toBe("/inquiries/c3");
    expect(notificationHref({ type: "application" })).toBe("/inquiries");
  });

  it("stays on the list for unknown types", () => {
    expect(notificationHref({ type: "something_else" })).toBe("/notifications");
  });
});
