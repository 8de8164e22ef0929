import { describe, expect, it } from "vitest";
import {
  deriveInquiryStatus,
  INQUIRY_STATUS_LABELS,
  type InquiryStatusInput,
  inquiryStatusLabel,
} from "./inquiry-status.ts";

const me = "student-1";
const landlord = "landlord-1";
const base: InquiryStatusInput = {
  viewerId: me,
  lastMessageSenderId: null,
  lastMessageAt: null,
  viewerLastReadAt: null,
};

describe("deriveInquiryStatus", () => {
  it("is pending with no messages", () => {
    expect(deriveInquiryStatus(base)).toBe("pending");
    expect(deriveInquiryStatus({ ...base, viewerLastReadAt: new Date("2026-11-01T10:00:00Z") })).toBe(
      "pending",
    );
  });

  it("is pending when the viewer sent the latest message, even if never read", () => {
    expect(
      deriveInquiryStatus({
        ...base,
        lastMessageSenderId: me,
        lastMessageAt: new Date("2026-11-01T10:00:00Z"),
      }),
    ).toBe("pending");
  });

  it("is responded when the other party wrote last and the viewer never read", () => {
    expect(
      deriveInquiryStatus({ ...base, lastMessageSenderId: landlord, lastMessageAt: "2026-11-01T10:00:00Z" }),
    ).toBe("responded");
  });

  it("is responded when the other party's latest message is newer than last read", () => {
    expect(
      deriveInquiryStatus({
        ...base,
        lastMessageSenderId: landlord,
        lastMessageAt: new Date("2026-11-01T10:00:01Z"),
        viewerLastReadAt: new Date("2026-11-01T10:00:00Z"),
      }),
    ).toBe("responded");
  });

  it("is viewed when the viewer read at or after the latest message", () => {
    const sent = new Date("2026-11-01T10:00:00Z");
    expect(
      deriveInquiryStatus({
        ...base,
        lastMessageSenderId: landlord,
        lastMessageAt: sent,
        viewerLastReadAt: sent,
      }),
    ).toBe("viewed");
    expect(
      deriveInquiryStatus({
        ...base,
        lastMessageSenderId: landlord,
        lastMessageAt: sent,
        viewerLastReadAt: "2026-11-02T08:00:00Z",
      }),
    ).toBe("viewed");
  });

  it("treats a sender-less latest message as the other party's", () => {
    expect(
      deriveInquiryStatus({
        ...base,
        lastMessageSenderId: null,
        lastMessageAt: new Date("2026-11-01T10:00:00Z"),
        viewerLastReadAt: new Date("2026-11-01T09:00:00Z"),
      }),
    ).toBe("responded");
  });

  it("has the spec's labels", () => {
    expect(INQUIRY_STATUS_LABELS).toEqual({ pending: "Pending", responded: "New Response", viewed: "Read" });
    expect((["pending", "responded", "viewed"] as const).map(inquiryStatusLabel)).toEqual([
      "Pending",
      "New Response",
      "Read",
    ]);
  });
});
