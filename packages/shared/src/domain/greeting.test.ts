import { describe, expect, it } from "vitest";
import { greetingFor, greetingText } from "./greeting.ts";

// Local-time constructors keep these tests independent of the machine's time zone.
const at = (hours: number, minutes = 0) => new Date(2026, 10, 3, hours, minutes, 0);

describe("greetingFor", () => {
  it("says morning from midnight until 11:59", () => {
    expect(greetingFor(at(0))).toBe("morning");
    expect(greetingFor(at(11, 59))).toBe("morning");
  });

  it("says afternoon from 12:00 until 17:59", () => {
    expect(greetingFor(at(12))).toBe("afternoon");
    expect(greetingFor(at(17, 59))).toBe("afternoon");
  });

  it("says evening from 18:00", () => {
    expect(greetingFor(at(18))).toBe("evening");
    expect(greetingFor(at(23, 59))).toBe("evening");
  });
});

describe("greetingText", () => {
  it("greets by display name", () => {
    expect(greetingText(at(9), "Priya Shah")).toBe("Good morning, Priya Shah");
  });

  it("falls back to Student for a missing or blank name", () => {
    expect(greetingText(at(14), null)).toBe("Good afternoon, Student");
    expect(greetingText(at(20), "   ")).toBe("Good evening, Student");
  });
});
