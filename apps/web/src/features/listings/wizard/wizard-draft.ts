// The list-property wizard's state as one pure reducer: the form and the server's copy of it
// ("saved"), the listing once it exists, its photos, where the landlord is (step, furthest), the
// messages under fields, what was brought back from this device, and what is running.
//
// Why a reducer: a save answers after the landlord may have typed on, so what it brings back has
// to be merged into the latest state, not the state the save started from. Every such merge is an
// action here, tested without React (wizard-draft.test.ts); use-wizard-draft.ts runs it.

import type { PropertyDetail, PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { emptyForm, type FieldErrors, type FormField, type ListingForm, rootField } from "./listing-form.ts";
import { applySaved } from "./listing-form-save.ts";
import { mergePhotoLists } from "./photo-uploads.ts";
import type { WizardStart } from "./wizard-init.ts";

export type SaveState = "idle" | "saving" | "saved" | "error";
/** What the landlord is waiting for: a step change (by button or stepper) or the final submit. */
export type Busy = null | "next" | "back" | "jump" | "submit";

export interface WizardDraft {
  /** The listing on the server; null until the first save creates it. */
  property: PropertyDetail | null;
  form: ListingForm;
  /** What the server holds; a field differing from it is saved on the next step change. */
  saved: ListingForm;
  photos: PropertyPhoto[];
  /** Photos removed in this wizard: an older answer that still lists one never brings it back. */
  removedPhotoIds: string[];
  step: number;
  /** The furthest step the stepper lets the landlord jump to. */
  furthest: number;
  errors: FieldErrors;
  saveState: SaveState;
  /** Fields filled from the copy kept on this device and not on the server yet. */
  restored: FormField[];
  busy: Busy;
  /** Read out by screen readers (photo changes). */
  announcement: string;
}

export type WizardAction =
  | { type: "edit"; field: FormField; value: ListingForm[FormField] }
  | { type: "set_error"; path: string; message: string | null }
  | { type: "add_errors"; errors: FieldErrors }
  /** After a save: the messages of the fields it was about are replaced by what it found invalid. */
  | { type: "replace_errors"; fields: readonly FormField[]; invalid: FieldErrors }
  | { type: "show_step"; step: number }
  | { type: "busy"; busy: Busy }
  | { type: "save_started" }
  | {
      type: "save_succeeded";
      /** The form as it was sent. */
      sent: ListingForm;
      /** The listing as the server answered, and that answer read back into a form. */
      property: PropertyDetail;
      server: ListingForm;
      /** The fields the server now holds as sent. */
      fields: readonly FormField[];
    }
  | { type: "save_failed" }
  | { type: "published"; property: PropertyDetail }
  | { type: "photos"; photos: PropertyPhoto[]; announcement: string }
  | { type: "photo_uploaded"; photo: PropertyPhoto; photos?: PropertyPhoto[] }
  | { type: "photo_removed"; photoId: string; photos?: PropertyPhoto[] }
  | { type: "floorplan"; floorplan: PropertyPhoto | null }
  | { type: "discard_restored" }
  | { type: "dismiss_restored" };

export function initialDraft(property: PropertyDetail | null, start: WizardStart): WizardDraft {
  return {
    property,
    form: start.form,
    saved: start.saved,
    photos: property?.photos ?? [],
    removedPhotoIds: [],
    step: start.step,
    furthest: start.furthest,
    errors: {},
    saveState: property ? "saved" : "idle",
    restored: start.restored,
    busy: null,
    announcement: "",
  };
}

/** Every path in `errors` except those of `fields`. */
function withoutFields(errors: FieldErrors, fields: readonly FormField[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([p]) => !fields.includes(rootField(p) as FormField)),
  );
}

/** The values typing is compared with: the server's copy, or before the draft exists a fresh form. */
export function draftBase(draft: Pick<WizardDraft, "property" | "saved">): ListingForm {
  return draft.property ? draft.saved : emptyForm();
}

export function wizardReducer(state: WizardDraft, action: WizardAction): WizardDraft {
  switch (action.type) {
    case "edit":
      return {
        ...state,
        form: { ...state.form, [action.field]: action.value },
        errors: withoutFields(state.errors, [action.field]),
      };
    case "set_error": {
      const errors = { ...state.errors };
      if (action.message) errors[action.path] = action.message;
      else delete errors[action.path];
      return { ...state, errors };
    }
    case "add_errors":
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case "replace_errors":
      return { ...state, errors: { ...withoutFields(state.errors, action.fields), ...action.invalid } };
    case "show_step":
      return { ...state, step: action.step, furthest: Math.max(state.furthest, action.step) };
    case "busy":
      return { ...state, busy: action.busy };
    case "save_started":
      return { ...state, saveState: "saving" };
    case "save_succeeded": {
      // Typing that went on during the save is kept; fields untouched since take the server's form.
      const next = applySaved(state.form, state.saved, action.sent, action.server, action.fields);
      return {
        ...state,
        form: next.form,
        saved: next.saved,
        property: action.property,
        // A created listing's photos come from the server; later ones are kept in step here.
        photos: state.property ? state.photos : action.property.photos,
        saveState: "saved",
        // What was brought back from this device is on the server now.
        restored: state.restored.filter((f) => !action.fields.includes(f)),
      };
    }
    case "save_failed":
      return { ...state, saveState: "error" };
    case "published":
      return { ...state, property: action.property };
    case "photos":
      return { ...state, photos: action.photos, announcement: action.announcement };
    case "floorplan":
      return state.property
        ? { ...state, property: { ...state.property, floorplan: action.floorplan } }
        : state;
    case "photo_uploaded": {
      const answered = [...(action.photos ?? []), action.photo];
      const { photo_count: _met, ...errors } = state.errors;
      return { ...state, photos: mergePhotoLists(state.photos, answered, state.removedPhotoIds), errors };
    }
    case "photo_removed": {
      const without = state.photos.filter((p) => p.id !== action.photoId);
      const removedPhotoIds = [...state.removedPhotoIds, action.photoId];
      return {
        ...state,
        photos: mergePhotoLists(without, action.photos ?? [], removedPhotoIds),
        removedPhotoIds,
        announcement: "Photo removed.",
      };
    }
    case "discard_restored": {
      const base = draftBase(state);
      const form = { ...state.form } as Record<string, unknown>;
      for (const field of state.restored) form[field] = base[field];
      return { ...state, form: form as unknown as ListingForm, restored: [] };
    }
    case "dismiss_restored":
      return { ...state, restored: [] };
  }
}
