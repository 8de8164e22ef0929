import { describe, expect, it } from "vitest";
import { confirmedAvailableText } from "./confirmed-available.ts";
import { availabilityPauseDay } from "./listing-availability.ts";

describe("confirmedAvailableText", () => {
  it("counts UK days", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    expect(confirmedAvailableText("2026-11-28T00:30:00Z", now)).toBe("Confirmed available today");
    expect(confirmedAvailableText("2026-11-27T23:30:00Z", now)).toBe("Confirmed available 1 day ago");
    expect(confirmedAvailableText("2026-11-14T09:00:00Z", now)).toBe("Confirmed available 14 days ago");
  });

  it("reads a summer evening in UK time", () => {
    // 23:30 UTC on 1 July is already 2 July in London.
    expect(confirmedAvailableText("2026-07-01T23:30:00Z", new Date("2026-07-02T09:00:00Z"))).toBe(
      "Confirmed available today",
    );
  });
});

describe("availabilityPauseDay", () => {
  it("is seven days after the question, as a UK date", () => {
    expect(availabilityPauseDay(new Date("2026-11-28T10:00:00Z"))).toBe("2026-12-05");
  });
});
