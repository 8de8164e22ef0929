import { describe, expect, it } from "vitest";
import {
  mayBeVerified,
  PROOF_KIND_LABELS,
  PROOF_KINDS,
  RESPONSE_TIME_TEXTS,
  RESPONSE_TIMES,
  responseTimeOf,
  VERIFICATION_DOCUMENT_MAX_BYTES,
} from "./landlord-trust.ts";
import { UI_TEXTS } from "./ui-texts.ts";

const measured = (medianMinutes: number | null, enquiries = 5) =>
  responseTimeOf({ medianMinutes, enquiries });

describe("responseTimeOf", () => {
  it("claims the spec's two hours only up to two hours", () => {
    expect(measured(0)).toBe("within_2_hours");
    expect(measured(120)).toBe("within_2_hours");
    expect(measured(121)).toBe("within_a_day");
    expect(RESPONSE_TIME_TEXTS.within_2_hours).toBe(UI_TEXTS.landlordResponseTime);
  });

  it("says a day up to 24 hours and a few days up to 3 days", () => {
    expect(measured(24 * 60)).toBe("within_a_day");
    expect(measured(24 * 60 + 1)).toBe("within_a_few_days");
    expect(measured(3 * 24 * 60)).toBe("within_a_few_days");
  });

  it("says nothing beyond three days", () => {
    expect(measured(3 * 24 * 60 + 1)).toBeNull();
    expect(measured(7 * 24 * 60)).toBeNull();
  });

  it("calls a landlord with fewer than three enquiries new, however quick", () => {
    expect(measured(5, 2)).toBe("new");
    expect(measured(null, 0)).toBe("new");
    expect(measured(5, 3)).toBe("within_2_hours");
  });

  it("calls a landlord new while no reply time can be measured, however many enquiries", () => {
    expect(measured(null, 12)).toBe("new");
  });

  it("words each claim as the listing shows it", () => {
    expect(RESPONSE_TIMES.map((time) => RESPONSE_TIME_TEXTS[time])).toEqual([
      "usually responds within 2 hours",
      "usually responds within a day",
      "usually responds within a few days",
      "New to Roost",
    ]);
  });
});

describe("verification", () => {
  it("is open to those who let homes, not to students or visitors", () => {
    expect(mayBeVerified("landlord")).toBe(true);
    expect(mayBeVerified("property_finder")).toBe(true);
    expect(mayBeVerified("student")).toBe(false);
    expect(mayBeVerified(null)).toBe(false);
    expect(mayBeVerified(undefined)).toBe(false);
  });

  it("names each proof of a right to let as the upload form asks for it", () => {
    expect(PROOF_KINDS.map((kind) => PROOF_KIND_LABELS[kind])).toEqual([
      "Land Registry title register",
      "Council tax bill for a home you let",
      "Management agreement with the owner",
    ]);
  });

  it("takes documents of up to 10 MB", () => {
    expect(VERIFICATION_DOCUMENT_MAX_BYTES).toBe(10_485_760);
  });
});
