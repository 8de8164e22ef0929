import type { FieldErrors, FormField, ListingForm } from "./listing-form.ts";

/** What every form step of the wizard receives. */
export interface StepProps {
  form: ListingForm;
  errors: FieldErrors;
  setField<K extends FormField>(field: K, value: ListingForm[K]): void;
  /** Sets (or clears, with null) the message under one field path. */
  setError(path: string, message: string | null): void;
}
