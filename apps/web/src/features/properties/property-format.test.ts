import { describe, expect, it } from "vitest";
import { availableFromText, depositText, descriptionParagraphs } from "./property-format.ts";

describe("availableFromText", () => {
  const today = new Date("2025-06-15T11:00:00Z");
  it("says Now when unset, invalid or past", () => {
    expect(availableFromText(null, today)).toBe("Now");
    expect(availableFromText("junk", today)).toBe("Now");
    expect(availableFromText("2025-06-15", today)).toBe("Now");
    expect(availableFromText("2024-09-01", today)).toBe("Now");
  });
  it("gives the date when it is still ahead", () => {
    expect(availableFromText("2025-09-01", today)).toBe("1 September 2025");
    expect(availableFromText("2025-06-16", today)).toBe("16 June 2025");
  });
  it("counts today in the UK: 23:30 UTC in summer is already the next day there", () => {
    expect(availableFromText("2025-06-16", new Date("2025-06-15T23:30:00Z"))).toBe("Now");
  });
});

describe("depositText", () => {
  it("formats pounds or asks the landlord", () => {
    expect(depositText(1250)).toBe("£1,250");
    expect(depositText(0)).toBe("£0");
    expect(depositText(null)).toBe("Ask the landlord");
  });
});

describe("descriptionParagraphs", () => {
  it("splits on blank lines and drops empty ones", () => {
    expect(descriptionParagraphs("One\nstill one\r\n\r\n\n  Two  \n\n")).toEqual(["One\nstill one", "Two"]);
    expect(descriptionParagraphs("   ")).toEqual([]);
  });
});
