import { describe, expect, it } from "vitest";
import { generateInviteCode, INVITE_CODE_ALPHABET, normaliseInviteCode } from "./invite-code.ts";

describe("generateInviteCode", () => {
  it("makes 8 characters from the unambiguous alphabet", () => {
    for (let i = 0; i < 50; i++) {
      expect(generateInviteCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    }
  });

  it("maps bytes onto the alphabet, wrapping every 32", () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 255, 8, 23, 24]);
    expect(generateInviteCode(() => bytes)).toBe("AB9A9JZ2");
  });

  it("has 32 symbols with no 0, O, 1 or I", () => {
    expect(INVITE_CODE_ALPHABET).toHaveLength(32);
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(32);
    expect(INVITE_CODE_ALPHABET).not.toMatch(/[0O1I]/);
  });
});

describe("normaliseInviteCode", () => {
  it("trims and upper-cases", () => {
    expect(normaliseInviteCode("  abcd2345 ")).toBe("ABCD2345");
  });
});
