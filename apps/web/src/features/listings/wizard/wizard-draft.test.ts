import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { describe, expect, it } from "vitest";
import { testProperty } from "../../../test/test-property.ts";
import { emptyForm, FORM_FIELDS, formFromProperty } from "./listing-form.ts";
import { initialDraft, type WizardAction, type WizardDraft, wizardReducer } from "./wizard-draft.ts";
import { wizardStart } from "./wizard-init.ts";

const photo = (id: string): PropertyPhoto => ({
  id,
  card: `/${id}.webp`,
  large: `/${id}-l.webp`,
  width: 1,
  height: 1,
});

const run = (state: WizardDraft, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

/** An existing draft opened in the wizard. */
function openDraft(over: Parameters<typeof testProperty>[0] = {}): WizardDraft {
  const property = testProperty(over);
  return initialDraft(property, wizardStart(property, null));
}

describe("wizardReducer", () => {
  it("keeps the floorplan the server stored, so the Photos step shows it when the landlord comes back", () => {
    const added = run(openDraft(), { type: "floorplan", floorplan: photo("plan") });
    expect(added.property?.floorplan?.id).toBe("plan");
    expect(run(added, { type: "floorplan", floorplan: null }).property?.floorplan).toBeNull();
    expect(
      run(initialDraft(null, wizardStart(null, null)), { type: "floorplan", floorplan: photo("x") }).property,
    ).toBeNull();
  });

  it("starts from the wizard's start: the server's copy, its photos, saved", () => {
    const state = openDraft({ photos: [photo("a")] });
    expect(state).toMatchObject({ step: 2, errors: {}, saveState: "saved", busy: null, restored: [] });
    expect(state.form).toEqual(state.saved);
    expect(state.photos.map((p) => p.id)).toEqual(["a"]);
    expect(initialDraft(null, wizardStart(null, null))).toMatchObject({
      property: null,
      photos: [],
      saveState: "idle",
    });
  });

  it("typing into a field clears its messages, nested ones too, and no others", () => {
    const state = run(
      openDraft(),
      { type: "add_errors", errors: { postcode: "Enter a postcode", "rooms.0.monthlyRent": "Enter a rent" } },
      { type: "edit", field: "rooms", value: [] },
    );
    expect(state.form.rooms).toEqual([]);
    expect(state.errors).toEqual({ postcode: "Enter a postcode" });
  });

  it("sets and clears a single message", () => {
    const set = run(openDraft(), { type: "set_error", path: "rooms.1.name", message: "Name the room" });
    expect(set.errors).toEqual({ "rooms.1.name": "Name the room" });
    expect(run(set, { type: "set_error", path: "rooms.1.name", message: null }).errors).toEqual({});
  });

  it("after a save, replaces the messages of the fields it was about with what it found invalid", () => {
    const state = run(
      openDraft(),
      { type: "add_errors", errors: { postcode: "old", deposit: "old", description: "kept" } },
      { type: "replace_errors", fields: ["postcode", "deposit"], invalid: { deposit: "Too high" } },
    );
    expect(state.errors).toEqual({ description: "kept", deposit: "Too high" });
  });

  it("moving back keeps how far the landlord got", () => {
    const state = run(openDraft(), { type: "show_step", step: 4 }, { type: "show_step", step: 1 });
    expect(state).toMatchObject({ step: 1, furthest: 4 });
  });

  it("a save's answer keeps typing done while it ran and takes the server's form of the rest", () => {
    const start = run(openDraft(), { type: "edit", field: "postcode", value: "m14 6wn " });
    const sent = start.form;
    // The landlord goes on typing in the same field and another one while the save runs.
    const typing = run(
      start,
      { type: "save_started" },
      { type: "edit", field: "description", value: "Typed meanwhile" },
    );
    expect(typing.saveState).toBe("saving");
    const answer = testProperty({ postcode: "M14 6WN", draft_step: 3 });
    const done = run(typing, {
      type: "save_succeeded",
      sent,
      property: answer,
      server: formFromProperty(answer),
      fields: ["postcode"],
    });
    expect(done.form.postcode).toBe("M14 6WN");
    expect(done.saved.postcode).toBe("M14 6WN");
    expect(done.form.description).toBe("Typed meanwhile");
    expect(done.saved.description).toBe(typing.saved.description);
    expect(done).toMatchObject({ property: answer, saveState: "saved" });
  });

  it("a field edited again during its own save keeps the newer typing but records the saved value", () => {
    const start = run(openDraft(), { type: "edit", field: "deposit", value: "500" });
    const sent = start.form;
    const typing = run(start, { type: "edit", field: "deposit", value: "5000" });
    const answer = testProperty({ deposit: 500 });
    const done = run(typing, {
      type: "save_succeeded",
      sent,
      property: answer,
      server: formFromProperty(answer),
      fields: ["deposit"],
    });
    expect(done.form.deposit).toBe("5000");
    expect(done.saved.deposit).toBe("500");
  });

  it("the save that creates the listing brings its photos; later saves keep the photos shown", () => {
    const fresh = initialDraft(null, wizardStart(null, null));
    const created = testProperty({ photos: [photo("server")] });
    const save = (state: WizardDraft) =>
      run(state, {
        type: "save_succeeded",
        sent: state.form,
        property: created,
        server: formFromProperty(created),
        fields: FORM_FIELDS,
      });
    expect(save(fresh).photos.map((p) => p.id)).toEqual(["server"]);
    const shown = run(openDraft(), { type: "photos", photos: [photo("b"), photo("a")], announcement: "" });
    expect(save(shown).photos.map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("fields restored from this device stop being flagged once a save took them", () => {
    const property = testProperty();
    const local = {
      v: 1 as const,
      savedAt: Date.now(),
      base: formFromProperty(property),
      form: { ...formFromProperty(property), postcode: "M20 1AA", description: "Local" },
    };
    const state = initialDraft(property, wizardStart(property, local));
    expect(state.restored.sort()).toEqual(["description", "postcode"]);
    const answer = testProperty({ postcode: "M20 1AA" });
    const done = run(state, {
      type: "save_succeeded",
      sent: state.form,
      property: answer,
      server: formFromProperty(answer),
      fields: ["postcode"],
    });
    expect(done.restored).toEqual(["description"]);
  });

  it("discarding restored typing goes back to the server's copy, or to a fresh form before it exists", () => {
    const property = testProperty({ description: "On the server" });
    const base = formFromProperty(property);
    const local = { v: 1 as const, savedAt: Date.now(), base, form: { ...base, description: "Local" } };
    const existing = run(initialDraft(property, wizardStart(property, local)), { type: "discard_restored" });
    expect(existing.form.description).toBe("On the server");
    expect(existing.restored).toEqual([]);

    const newLocal = {
      v: 1 as const,
      savedAt: Date.now(),
      base: emptyForm(),
      form: { ...emptyForm(), address_line_1: "9 Mauldeth Road", town: "Salford" },
    };
    const fresh = run(initialDraft(null, wizardStart(null, newLocal)), { type: "discard_restored" });
    expect(fresh.form).toEqual(emptyForm());
  });

  it("dismissing the notice keeps the restored typing", () => {
    const property = testProperty();
    const base = formFromProperty(property);
    const local = { v: 1 as const, savedAt: Date.now(), base, form: { ...base, description: "Local" } };
    const state = run(initialDraft(property, wizardStart(property, local)), { type: "dismiss_restored" });
    expect(state).toMatchObject({ restored: [], form: { description: "Local" } });
  });

  it("an uploaded photo joins the list (the server's list when it sends one) and meets the photo rule", () => {
    const state = run(openDraft({ photos: [photo("a")] }), {
      type: "add_errors",
      errors: { photo_count: "Add at least one photo", postcode: "x" },
    });
    const one = run(state, { type: "photo_uploaded", photo: photo("b") });
    expect(one.photos.map((p) => p.id)).toEqual(["a", "b"]);
    expect(one.errors).toEqual({ postcode: "x" });
    const all = run(state, {
      type: "photo_uploaded",
      photo: photo("b"),
      photos: [photo("c"), photo("a"), photo("b")],
    });
    expect(all.photos.map((p) => p.id)).toEqual(["a", "c", "b"]);
  });

  it("a removed photo leaves the list, whatever the server answers", () => {
    const state = openDraft({ photos: [photo("a"), photo("b"), photo("c")] });
    const removed = run(state, { type: "photo_removed", photoId: "b" });
    expect(removed.photos.map((p) => p.id)).toEqual(["a", "c"]);
    expect(removed.announcement).toBe("Photo removed.");
    const withServer = run(state, { type: "photo_removed", photoId: "b", photos: [photo("c"), photo("a")] });
    expect(withServer.photos.map((p) => p.id)).toEqual(["a", "c"]);
  });

  it("uploads answered out of order keep every photo: an answer's list can be older than the screen", () => {
    const state = openDraft({ photos: [photo("a")] });
    // b and c go up together; c's answer (the server has a, b, c) arrives before b's (a, b).
    const after = run(
      state,
      { type: "photo_uploaded", photo: photo("c"), photos: [photo("a"), photo("b"), photo("c")] },
      { type: "photo_uploaded", photo: photo("b"), photos: [photo("a"), photo("b")] },
    );
    expect(after.photos.map((p) => p.id)).toEqual(["a", "b", "c"]);
  });

  it("a photo removed while an upload runs stays removed, and the removal's answer drops no upload", () => {
    const state = openDraft({ photos: [photo("a"), photo("b")] });
    const after = run(
      state,
      // c's upload finishes, then b's removal answers with the list from before c arrived...
      { type: "photo_uploaded", photo: photo("c"), photos: [photo("a"), photo("b"), photo("c")] },
      { type: "photo_removed", photoId: "b", photos: [photo("a")] },
      // ...and a slower upload's answer still lists b.
      { type: "photo_uploaded", photo: photo("d"), photos: [photo("a"), photo("b"), photo("d")] },
    );
    expect(after.photos.map((p) => p.id)).toEqual(["a", "c", "d"]);
  });

  it("a reorder shows at once and is announced; publishing keeps the listing", () => {
    const state = run(
      openDraft({ photos: [photo("a"), photo("b")] }),
      { type: "photos", photos: [photo("b"), photo("a")], announcement: "Photo 2 is now the cover photo." },
      { type: "save_failed" },
      { type: "busy", busy: "submit" },
    );
    expect(state).toMatchObject({
      announcement: "Photo 2 is now the cover photo.",
      saveState: "error",
      busy: "submit",
    });
    expect(state.photos.map((p) => p.id)).toEqual(["b", "a"]);
    const live = testProperty({ status: "available" });
    expect(run(state, { type: "published", property: live }).property).toBe(live);
  });
});
