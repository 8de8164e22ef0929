import { describe, expect, it } from "vitest";
import { emptyForm, toPayload } from "./listing-form.ts";
import { restoreLocalDraft } from "./local-draft.ts";
import { STEP_FIELDS } from "./wizard-steps.ts";

// The address step's pin: optional, saved with the address, kept in the local draft.
describe("the listing's pin", () => {
  it("is saved with the address step and kept in the local draft", () => {
    const placed = { ...emptyForm(), postcode: "M14 6HR", latitude: 53.4481, longitude: -2.2249 };
    expect(toPayload(placed, STEP_FIELDS.address)).toMatchObject({ latitude: 53.4481, longitude: -2.2249 });
    // Untouched, the API gets null and keeps the district's centre.
    expect(toPayload(emptyForm(), STEP_FIELDS.address)).toMatchObject({ latitude: null, longitude: null });
    const restored = restoreLocalDraft(emptyForm(), {
      v: 1,
      savedAt: Date.now(),
      base: emptyForm(),
      form: placed,
    });
    expect(restored.form).toMatchObject({ latitude: 53.4481, longitude: -2.2249 });
    expect(restored.restored).toEqual(expect.arrayContaining(["latitude", "longitude"]));
  });
});
