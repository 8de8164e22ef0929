// Where the wizard starts: which form values (the server's copy merged with typing kept on this
// device), which step, and how far the stepper lets the landlord jump.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { publishProblems } from "@roost/shared/domain/listing.ts";
import { emptyForm, type FormField, formFromProperty, type ListingForm } from "./listing-form.ts";
import { listingForPublish } from "./listing-form-summary.ts";
import { type LocalDraft, restoreLocalDraft } from "./local-draft.ts";
import { clampStep, LAST_STEP, stepIndex, WIZARD_STEPS } from "./wizard-steps.ts";

export interface WizardStart {
  form: ListingForm;
  /** What the server holds; a field differing from it is saved on the next step change. */
  saved: ListingForm;
  step: number;
  furthest: number;
  /** Fields filled from the copy kept on this device. */
  restored: FormField[];
  /** An existing listing past the draft stage: changes are saved together, at the end. */
  live: boolean;
}

/** A new row on the server: blank, except that it is a whole-property advert by default. */
export function blankServerForm(): ListingForm {
  return { ...emptyForm(), town: "" };
}

/** The server's last-update time when it sends one (PropertyDetail may carry updated_at). */
export function serverUpdatedAt(property: PropertyDetail | null): number | null {
  const raw = (property as { updated_at?: unknown } | null)?.updated_at;
  if (typeof raw !== "string") return null;
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : t;
}

/**
 * Where the wizard opens: a new listing at the start, a draft where it was left, a live listing at
 * the start or at `openAt` (a step's id, as My Listings links to the key facts).
 */
export function wizardStart(
  property: PropertyDetail | null,
  local: LocalDraft | null,
  openAt: string | null = null,
): WizardStart {
  if (!property) {
    const { form, restored } = restoreLocalDraft(emptyForm(), local);
    return { form, saved: blankServerForm(), step: 0, furthest: 0, restored, live: false };
  }
  const server = formFromProperty(property);
  const { form, restored } = restoreLocalDraft(server, local, serverUpdatedAt(property));
  const live = property.status !== "draft";
  const asked = WIZARD_STEPS.findIndex((s) => s.id === openAt);
  const step = live ? Math.max(asked, 0) : clampStep(property.draft_step);
  return {
    form,
    saved: server,
    step,
    furthest: live ? LAST_STEP : Math.max(step, reachedStep(form, property)),
    restored,
    live,
  };
}

/**
 * How far a draft has got, read from its content: every step before the first one with
 * something missing is done, so the stepper lets the landlord jump up to that step even after
 * they went back to an earlier one (draft_step is where they were, not how far they got).
 */
export function reachedStep(form: ListingForm, property: PropertyDetail): number {
  const problems = publishProblems(
    listingForPublish(form, property.photos?.length ?? property.photo_count ?? 0),
  );
  if (problems.length === 0) return LAST_STEP;
  return Math.min(...problems.map((p) => stepIndex(p.step)));
}
