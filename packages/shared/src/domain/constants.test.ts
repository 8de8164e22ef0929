import { describe, expect, it } from "vitest";
import {
  ATTENDANCE_QUESTION_DELAY_MINUTES,
  AVATAR_MAX_BYTES,
  DISCOVER_GROUPS_LIMIT,
  GROUP_DEFAULT_MAX_MEMBERS,
  GROUP_MAX_MEMBERS,
  GROUP_MIN_MEMBERS,
  INVITE_CODE_LENGTH,
  JOIN_REQUEST_MESSAGE_MAX,
  MAX_VIEWING_SLOTS,
  NOTIFICATIONS_LIMIT,
  PROPERTY_PHOTO_MAX_BYTES,
  QUERY_GC_TIME_MS,
  QUERY_RETRY,
  QUERY_STALE_TIME_MS,
  REALTIME_HEARTBEAT_MS,
  RECONNECT_BACKOFF_MS,
  UNIVERSITIES,
  UNIVERSITY_OTHER,
  UNREAD_BADGE_CAP,
} from "./constants.ts";

describe("constants", () => {
  it("match the limits of spec §9", () => {
    expect(NOTIFICATIONS_LIMIT).toBe(50);
    expect(UNREAD_BADGE_CAP).toBe(9);
    expect(INVITE_CODE_LENGTH).toBe(8);
    expect(JOIN_REQUEST_MESSAGE_MAX).toBe(500);
    expect(DISCOVER_GROUPS_LIMIT).toBe(20);
    expect(MAX_VIEWING_SLOTS).toBe(3);
    expect(ATTENDANCE_QUESTION_DELAY_MINUTES).toBe(60);
    expect(AVATAR_MAX_BYTES).toBe(5_242_880);
    expect(REALTIME_HEARTBEAT_MS).toBe(25_000);
    expect(RECONNECT_BACKOFF_MS).toEqual([1000, 2000, 5000, 10_000]);
  });

  it("keeps the default group size inside the allowed range", () => {
    expect([GROUP_MIN_MEMBERS, GROUP_DEFAULT_MAX_MEMBERS, GROUP_MAX_MEMBERS]).toEqual([2, 6, 10]);
  });

  it("uses the query cache timings of §9", () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    expect(QUERY_RETRY).toBe(1);
  });

  it("lists exactly the three filter universities plus a separate Other", () => {
    expect(UNIVERSITIES).toEqual(["University of Manchester", "Manchester Met", "Salford University"]);
    expect(UNIVERSITIES).not.toContain(UNIVERSITY_OTHER);
    expect(UNIVERSITY_OTHER).toBe("Other");
  });

  it("takes listing photos up to 10 MB, what a phone photo needs and the refusal message states", () => {
    expect(PROPERTY_PHOTO_MAX_BYTES).toBe(10_485_760);
  });
});
