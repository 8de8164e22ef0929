import { describe, expect, it } from "vitest";
import {
  awaitingSignature,
  requiredAgreements,
  SIGNED_NAME_MAX,
  signedNameError,
  signersOf,
} from "./tenancy-signing.ts";

describe("a typed signature", () => {
  it("is a name: some letters, in any script, within the length", () => {
    expect(signedNameError("Zoë Brontë")).toBeNull();
    expect(signedNameError("  李 明  ")).toBeNull();
    expect(signedNameError("Jo")).toBeNull();
  });

  it("is refused empty, without letters, or too long", () => {
    expect(signedNameError("   ")).toBe("Type your full name to sign");
    expect(signedNameError("— . 42")).toBe("Type your full name, as it appears on the agreement");
    expect(signedNameError("J.")).toBe("Type your full name, as it appears on the agreement");
    expect(signedNameError("A".repeat(SIGNED_NAME_MAX))).toBeNull();
    expect(signedNameError("A".repeat(SIGNED_NAME_MAX + 1))).toBe(`At most ${SIGNED_NAME_MAX} characters`);
  });
});

describe("who signs which agreement", () => {
  const tenants = ["leader", "member"];

  it("a joint tenancy: one agreement, the landlord and every tenant", () => {
    expect(requiredAgreements("joint", tenants)).toEqual([{ tenantId: null }]);
    expect(signersOf({ tenantId: null }, "landlord", tenants)).toEqual(["landlord", "leader", "member"]);
  });

  it("individual tenancies: one per tenant, the landlord and that tenant", () => {
    expect(requiredAgreements("individual", tenants)).toEqual([
      { tenantId: "leader" },
      { tenantId: "member" },
    ]);
    expect(signersOf({ tenantId: "member" }, "landlord", tenants)).toEqual(["landlord", "member"]);
  });

  it("waits for those who have not signed yet, in signing-list order", () => {
    expect(awaitingSignature({ tenantId: null }, "landlord", tenants, new Set(["leader"]))).toEqual([
      "landlord",
      "member",
    ]);
    expect(
      awaitingSignature({ tenantId: "member" }, "landlord", tenants, new Set(["landlord", "member"])),
    ).toEqual([]);
  });
});
