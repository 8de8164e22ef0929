import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { describe, expect, it } from "vitest";
import { testProperty as property } from "../../../test/test-property.ts";
import { dirtyFields, emptyForm, formFromProperty } from "./listing-form.ts";
import { blankServerForm, serverUpdatedAt, wizardStart } from "./wizard-init.ts";
import { LAST_STEP, stepIndex } from "./wizard-steps.ts";

describe("wizardStart", () => {
  it("starts a new listing at the first step, with Manchester filled in and sent on create", () => {
    const start = wizardStart(null, null);
    expect(start).toMatchObject({ step: 0, furthest: 0, restored: [], live: false });
    expect(start.form.town).toBe("Manchester");
    // The town differs from what a blank server row holds, so the first save sends it.
    expect(dirtyFields(start.form, start.saved)).toEqual(["town"]);
  });

  it("restores what was typed on the address step before the draft existed", () => {
    const local = {
      v: 1 as const,
      savedAt: 1,
      base: emptyForm(),
      form: { ...emptyForm(), address_line_1: "9 Mauldeth Road" },
    };
    const start = wizardStart(null, local);
    expect(start.form.address_line_1).toBe("9 Mauldeth Road");
    expect(start.restored).toEqual(["address_line_1"]);
  });

  it("reopens a draft at its saved step", () => {
    const start = wizardStart(property({ draft_step: 3 }), null);
    expect(start).toMatchObject({ step: 3, furthest: 3, live: false, restored: [] });
    expect(start.saved).toEqual(start.form);
  });

  it("lets the stepper reach every step before the first one with something missing", () => {
    // Address and property are complete, rent is not: steps up to rent are open even at step 0.
    expect(wizardStart(property({ draft_step: 0, furnishing: "furnished" }), null)).toMatchObject({
      step: 0,
      furthest: 2,
    });
    const complete = property({
      draft_step: 1,
      furnishing: "furnished",
      monthly_rent: 1200,
      deposit: 1300,
      facts: {
        council_tax_band: "A",
        council_tax_payer: "tenants",
        epc: "C",
        epc_certificate: "0123-4567-8901-2345-6789",
      },
      description: "A bright and spacious house close to the universities.",
      available_from: "2026-09-01",
      photos: [{ id: "a", card: "/a.webp", large: "/a-l.webp", width: 1, height: 1 }],
    });
    expect(wizardStart(complete, null).furthest).toBe(LAST_STEP);
  });

  it("opens a live listing at the step My Listings links to, and a draft where it was left", () => {
    const facts = stepIndex("facts");
    expect(wizardStart(property({ status: "published" }), null, "facts").step).toBe(facts);
    expect(wizardStart(property({ status: "published" }), null, "nonsense").step).toBe(0);
    expect(wizardStart(property({ draft_step: 2 }), null, "facts").step).toBe(2);
  });

  it("keeps a saved step inside the wizard", () => {
    expect(wizardStart(property({ draft_step: 9 }), null).step).toBe(LAST_STEP);
  });

  it("opens a live listing at the start with every step open", () => {
    const start = wizardStart(property({ status: "published", draft_step: 0 }), null);
    expect(start).toMatchObject({ step: 0, furthest: LAST_STEP, live: true });
  });

  it("merges typing kept on this device into the draft", () => {
    const server = formFromProperty(property());
    const local = { v: 1 as const, savedAt: 1, base: server, form: { ...server, monthly_rent: "1450" } };
    const start = wizardStart(property(), local);
    expect(start.form.monthly_rent).toBe("1450");
    expect(start.saved.monthly_rent).toBe("");
    expect(start.restored).toEqual(["monthly_rent"]);
  });

  it("reads the server's update time when present", () => {
    expect(serverUpdatedAt(property())).toBeNull();
    expect(serverUpdatedAt({ ...property(), updated_at: "2025-01-02T00:00:00Z" } as PropertyDetail)).toBe(
      Date.parse("2025-01-02T00:00:00Z"),
    );
    expect(blankServerForm().town).toBe("");
  });
});
