// The list-property wizard's steps: their order, labels and which form fields each one holds.
// The step index is what the server stores as draft_step, so a draft reopens where it was left.

import type { PublishProblem } from "@roost/shared/domain/listing.ts";

export const WIZARD_STEPS = [
  {
    id: "address",
    label: "Address",
    title: "Where is the property?",
    intro: "Tenants search by area, so tell us exactly where it is.",
    tip: "Use the address as it appears on the tenancy agreement — we tidy up the postcode for you.",
  },
  {
    id: "property",
    label: "Property",
    title: "Tell us about the property",
    intro: "The basics tenants filter on first.",
    tip: "Only count rooms a tenant could sleep in. An accurate listing saves everyone wasted viewings.",
  },
  {
    id: "rent",
    label: "Rent & rooms",
    title: "Rent and rooms",
    intro: "Let the whole property on one tenancy, or each room separately.",
    tip: "Listings that say whether bills are included get noticeably more enquiries from students.",
  },
  {
    id: "photos",
    label: "Photos",
    title: "Add photos",
    intro: "Bright, tidy photos of every room help your listing stand out.",
    tip: "Landscape photos taken in daylight look best. Start with the front of the house or the living room.",
  },
  {
    id: "details",
    label: "Description",
    title: "Description and availability",
    intro: "Describe the home in your own words and say when it is free.",
    tip: "Mention how far it is to the universities and the nearest bus stop — it is the first thing students ask.",
  },
  {
    id: "facts",
    label: "Key facts",
    title: "Key facts",
    intro: "What tenants compare and what the law expects an advert to say.",
    tip: "Your council tax band and EPC rating are on the government's Find an energy certificate and council tax band pages.",
  },
  {
    id: "review",
    label: "Review",
    title: "Review your listing",
    intro: "Check everything looks right before it goes live.",
    tip: "You can change any part of your listing later from My Listings.",
  },
] as const;

export type StepId = (typeof WIZARD_STEPS)[number]["id"];
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const LAST_STEP = WIZARD_STEPS.length - 1;
export const REVIEW_STEP = stepIndex("review");

export function stepIndex(id: StepId): number {
  return WIZARD_STEPS.findIndex((s) => s.id === id);
}

/** A saved draft_step may come from an older wizard with a different number of steps. */
export function clampStep(step: number | null | undefined): number {
  if (typeof step !== "number" || !Number.isFinite(step)) return 0;
  return Math.min(Math.max(Math.trunc(step), 0), LAST_STEP);
}

/** The form fields each step edits (the photos and review steps have none of their own). */
export const STEP_FIELDS = {
  address: ["address_line_1", "town", "postcode", "area", "latitude", "longitude"],
  property: ["property_type", "bedrooms", "bathrooms", "parking", "furnishing"],
  rent: ["advert_type", "monthly_rent", "rooms", "bills_included", "deposit"],
  photos: [],
  details: ["description", "available_from"],
  facts: ["facts"],
  review: [],
} as const satisfies Record<StepId, readonly string[]>;

const PHOTO_FIELDS = new Set(["photo_count", "photos", "photo", "photo_ids"]);

/**
 * Which step holds a field, for error messages from the server or from publishProblems. Accepts
 * nested paths ("rooms.0.monthlyRent", "rooms[0].name") and answers null for unknown fields.
 */
export function stepForField(field: string | null | undefined): StepId | null {
  if (!field) return null;
  const root = field.split(/[.[]/)[0];
  if (PHOTO_FIELDS.has(root)) return "photos";
  for (const step of WIZARD_STEPS) {
    if ((STEP_FIELDS[step.id] as readonly string[]).includes(root)) return step.id;
  }
  return null;
}

/** Groups publish problems by step, in wizard order, for the review checklist. */
export function problemsByStep(
  problems: readonly PublishProblem[],
): { step: WizardStep; problems: PublishProblem[] }[] {
  return WIZARD_STEPS.map((step) => ({ step, problems: problems.filter((p) => p.step === step.id) })).filter(
    (g) => g.problems.length > 0,
  );
}

/**
 * Steps the stepper lets the user jump to: any step already reached. An existing live listing
 * is complete, so every step is open.
 */
export function canVisitStep(index: number, furthest: number): boolean {
  return index >= 0 && index <= Math.min(furthest, LAST_STEP);
}
