import { describe, expect, it } from "vitest";
import { availableTenancyMoves, checkTenancyMove, tenancyNextStep } from "./tenancy-state.ts";

describe("who may move a tenancy, and from where", () => {
  it("only the landlord edits the terms, sends them out and marks the home ready", () => {
    for (const role of ["leader", "tenant"] as const) {
      expect(checkTenancyMove("edit_terms", { state: "terms_drafted", role })).toEqual({
        ok: false,
        code: "tenancy_not_landlord",
      });
      expect(checkTenancyMove("mark_ready", { state: "signed", role })).toEqual({
        ok: false,
        code: "tenancy_not_landlord",
      });
    }
    expect(checkTenancyMove("edit_terms", { state: "out_for_signature", role: "landlord" })).toEqual({
      ok: true,
    });
  });

  it("the landlord or the leader withdraws it before it is signed, never after", () => {
    expect(checkTenancyMove("withdraw", { state: "terms_drafted", role: "leader" })).toEqual({ ok: true });
    expect(checkTenancyMove("withdraw", { state: "out_for_signature", role: "landlord" })).toEqual({
      ok: true,
    });
    expect(checkTenancyMove("withdraw", { state: "terms_drafted", role: "tenant" })).toEqual({
      ok: false,
      code: "tenancy_not_leader",
    });
    expect(checkTenancyMove("withdraw", { state: "signed", role: "landlord" })).toEqual({
      ok: false,
      code: "tenancy_wrong_state",
    });
  });

  it("every party signs once, and only while it is out for signature", () => {
    expect(checkTenancyMove("sign", { state: "out_for_signature", role: "tenant" })).toEqual({ ok: true });
    expect(checkTenancyMove("sign", { state: "out_for_signature", role: "tenant", hasSigned: true })).toEqual(
      {
        ok: false,
        code: "tenancy_already_signed",
      },
    );
    expect(checkTenancyMove("sign", { state: "terms_drafted", role: "landlord" }).ok).toBe(false);
  });

  it("a withdrawn tenancy has no moves left", () => {
    for (const role of ["landlord", "leader", "tenant"] as const)
      expect(availableTenancyMoves({ state: "withdrawn", role })).toEqual([]);
    expect(availableTenancyMoves({ state: "terms_drafted", role: "landlord" })).toEqual([
      "edit_terms",
      "upload_agreement",
      "send_for_signature",
      "record_right_to_rent",
      "withdraw",
    ]);
    // Once signed: the checks, then move-in; the agreement and terms are fixed.
    expect(availableTenancyMoves({ state: "signed", role: "landlord" })).toEqual([
      "record_right_to_rent",
      "mark_ready",
    ]);
  });

  it("says whose turn it is", () => {
    expect(tenancyNextStep("out_for_signature", ["Ava", "Ben", "Cal"])).toBe(
      "Tenancy out for signature: waiting for Ava, Ben and Cal",
    );
    expect(tenancyNextStep("terms_drafted", [])).toBe(
      "Tenancy terms drafted: the landlord sends the agreement to sign",
    );
  });
});
