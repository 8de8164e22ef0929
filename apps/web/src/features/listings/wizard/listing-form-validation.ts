// Checking the wizard's form with the shared zod schema (propertyDraft), per step and per field, so
// the browser says exactly what the server would.
import { propertyDraft } from "@roost/shared/contracts/properties.ts";
import { ukPostcode } from "@roost/shared/contracts/validation.ts";
import {
  type FieldErrors,
  type FormField,
  fieldPath,
  type ListingForm,
  rootField,
  toPayload,
} from "./listing-form.ts";
import { STEP_FIELDS, type StepId } from "./wizard-steps.ts";

/** Validates the given fields with the shared schema; the first message per path wins. */
export function validateFields(form: ListingForm, fields: readonly FormField[]): FieldErrors {
  const result = propertyDraft.safeParse(toPayload(form, fields));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = fieldPath(issue.path);
    if (path && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The fields a step shows right now: the rent step shows either the whole-property rent or the
 * rooms, and an error in the hidden one must not stop the landlord from continuing.
 */
export function visibleFields(form: ListingForm, step: StepId): FormField[] {
  const fields = [...STEP_FIELDS[step]] as FormField[];
  if (step !== "rent") return fields;
  return fields.filter((f) => (form.advert_type === "whole_property" ? f !== "rooms" : f !== "monthly_rent"));
}

export function validateStep(form: ListingForm, step: StepId): FieldErrors {
  return validateFields(form, visibleFields(form, step));
}

/** Errors whose field is among `fields` (including nested room paths). */
export function errorsFor(errors: FieldErrors, fields: readonly FormField[]): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([path]) => fields.includes(rootField(path) as FormField)),
  );
}

/** The postcode as the schema would store it ("m146hr" → "M14 6HR"), or null when invalid. */
export function tidyPostcode(raw: string): string | null {
  if (raw.trim() === "") return "";
  const parsed = ukPostcode.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
