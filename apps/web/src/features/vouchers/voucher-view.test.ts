import { describe, expect, it } from "vitest";
import { packOwnerTitle, poundsText, voucherCallToAction } from "./voucher-view.ts";

describe("voucherCallToAction", () => {
  it("shows nothing to the owner", () => {
    expect(voucherCallToAction(true, { userId: "u1", userType: "student" })).toEqual({ kind: "none" });
  });
  it("asks a signed-out visitor to sign up", () => {
    expect(voucherCallToAction(false, null)).toEqual({
      kind: "sign_up",
      to: "/auth",
      label: "Sign up to get your own vouchers",
    });
  });
  it("links a signed-in student to their own pack", () => {
    expect(voucherCallToAction(false, { userId: "abc 1", userType: "student" })).toMatchObject({
      kind: "own_pack",
      to: "/vouchers/abc%201",
    });
  });
  it("explains packs are for students to other accounts", () => {
    expect(voucherCallToAction(false, { userId: "l1", userType: "landlord" }).kind).toBe("students_only");
  });
});

describe("formatting", () => {
  it("prints whole pounds", () => {
    expect(poundsText(25)).toBe("£25");
    expect(poundsText(1000)).toBe("£1,000");
  });
  it("titles the pack without naming anyone but the viewer", () => {
    expect(packOwnerTitle({ user_id: "u1" })).toBe("Your vouchers");
    expect(packOwnerTitle(null)).toBe("Student vouchers");
  });
});
