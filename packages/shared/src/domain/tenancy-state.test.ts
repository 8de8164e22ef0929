import { describe, expect, it } from "vitest";
import {
  availableTenancyMoves,
  checkTenancyMove,
  TENANCY_STATE_LABELS,
  TENANCY_STATES,
  tenancyNextStep,
} from "./tenancy-state.ts";

const MONEY_MOVES = [
  "record_payment",
  "confirm_payment",
  "record_protection",
  "record_holding_outcome",
] as const;

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

  it("a tenant, not the landlord, names their guarantor until everyone has signed", () => {
    for (const role of ["leader", "tenant"] as const)
      expect(checkTenancyMove("name_guarantor", { state: "out_for_signature", role })).toEqual({ ok: true });
    expect(checkTenancyMove("name_guarantor", { state: "terms_drafted", role: "landlord" })).toEqual({
      ok: false,
      code: "tenancy_not_tenant",
    });
    expect(checkTenancyMove("name_guarantor", { state: "signed", role: "tenant" })).toEqual({
      ok: false,
      code: "tenancy_wrong_state",
    });
  });

  it("a withdrawn tenancy has no moves left but the landlord's record of a holding deposit's outcome", () => {
    for (const role of ["leader", "tenant"] as const)
      expect(availableTenancyMoves({ state: "withdrawn", role })).toEqual([]);
    expect(availableTenancyMoves({ state: "withdrawn", role: "landlord" })).toEqual([
      "record_holding_outcome",
    ]);
    expect(availableTenancyMoves({ state: "terms_drafted", role: "landlord" })).toEqual([
      "edit_terms",
      "upload_agreement",
      "send_for_signature",
      "record_right_to_rent",
      ...MONEY_MOVES,
      "withdraw",
    ]);
    // Once signed: the checks, the deposits, then move-in; the agreement and terms are fixed.
    expect(availableTenancyMoves({ state: "signed", role: "landlord" })).toEqual([
      "record_right_to_rent",
      ...MONEY_MOVES,
      "mark_ready",
    ]);
  });

  it("a tenant records their payments and the landlord confirms, protects and settles them, until move-in", () => {
    for (const state of ["terms_drafted", "out_for_signature", "signed", "ready_to_move_in"] as const) {
      for (const role of ["leader", "tenant"] as const) {
        expect(checkTenancyMove("record_payment", { state, role })).toEqual({ ok: true });
        for (const move of MONEY_MOVES.slice(1))
          expect(checkTenancyMove(move, { state, role })).toEqual({
            ok: false,
            code: "tenancy_not_landlord",
          });
      }
      for (const move of MONEY_MOVES)
        expect(checkTenancyMove(move, { state, role: "landlord" })).toEqual({ ok: true });
    }
    expect(checkTenancyMove("record_payment", { state: "withdrawn", role: "landlord" })).toEqual({
      ok: false,
      code: "tenancy_wrong_state",
    });
  });

  it("says whose turn it is", () => {
    expect(tenancyNextStep("out_for_signature", ["Ava", "Ben", "Cal"])).toBe(
      "Tenancy out for signature: waiting for Ava, Ben and Cal",
    );
    expect(tenancyNextStep("terms_drafted", [])).toBe(
      "Tenancy terms drafted: the landlord sends the agreement to sign",
    );
  });

  it("names every step, and the one party still to sign alone", () => {
    expect(tenancyNextStep("out_for_signature", ["Ava"])).toBe("Tenancy out for signature: waiting for Ava");
    expect(tenancyNextStep("out_for_signature", [])).toBe("Tenancy out for signature");
    expect(tenancyNextStep("signed", [])).toBe(
      "Tenancy signed: the landlord records the Right to Rent checks",
    );
    expect(tenancyNextStep("ready_to_move_in", [])).toBe("Ready to move in");
    expect(tenancyNextStep("withdrawn", [])).toBe("Tenancy withdrawn");
  });
});

describe("the moves of the agreement and the checks", () => {
  it("the landlord uploads the agreement until it is signed; replacing it while out to sign is allowed", () => {
    expect(checkTenancyMove("upload_agreement", { state: "out_for_signature", role: "landlord" })).toEqual({
      ok: true,
    });
    expect(checkTenancyMove("upload_agreement", { state: "signed", role: "landlord" })).toEqual({
      ok: false,
      code: "tenancy_wrong_state",
    });
    expect(checkTenancyMove("upload_agreement", { state: "terms_drafted", role: "leader" })).toEqual({
      ok: false,
      code: "tenancy_not_landlord",
    });
  });

  it("every party may sign, the landlord and the leader too, each once", () => {
    for (const role of ["landlord", "leader", "tenant"] as const)
      expect(checkTenancyMove("sign", { state: "out_for_signature", role, hasSigned: false })).toEqual({
        ok: true,
      });
    expect(
      checkTenancyMove("sign", { state: "out_for_signature", role: "landlord", hasSigned: true }),
    ).toEqual({
      ok: false,
      code: "tenancy_already_signed",
    });
  });

  it("a party who has signed may still take their other steps", () => {
    expect(
      checkTenancyMove("withdraw", { state: "out_for_signature", role: "leader", hasSigned: true }),
    ).toEqual({
      ok: true,
    });
  });

  it("the landlord records Right to Rent checks from the terms until move-in", () => {
    for (const state of ["terms_drafted", "out_for_signature", "signed"] as const)
      expect(checkTenancyMove("record_right_to_rent", { state, role: "landlord" })).toEqual({ ok: true });
    expect(checkTenancyMove("record_right_to_rent", { state: "ready_to_move_in", role: "landlord" }).ok).toBe(
      false,
    );
    expect(checkTenancyMove("record_right_to_rent", { state: "signed", role: "tenant" })).toEqual({
      ok: false,
      code: "tenancy_not_landlord",
    });
  });

  it("labels every state in words", () => {
    expect(TENANCY_STATES.map((state) => TENANCY_STATE_LABELS[state])).toEqual([
      "Terms drafted",
      "Out for signature",
      "Signed",
      "Ready to move in",
      "Withdrawn",
    ]);
  });
});
