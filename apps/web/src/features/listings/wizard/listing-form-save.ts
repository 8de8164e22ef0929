// One save of the wizard's draft: what to send (changed and valid fields) and how the server's answer
// is taken back into the form without losing what the landlord typed meanwhile.
import {
  type DraftBody,
  dirtyFields,
  type FieldErrors,
  type FormField,
  fieldEquals,
  type ListingForm,
  rootField,
  toPayload,
} from "./listing-form.ts";
import { validateFields } from "./listing-form-validation.ts";

/**
 * What to send when the wizard saves: the changed fields that are valid. Invalid ones stay in the
 * form (and in the local copy) with their message, so going Back never throws typing away.
 */
export function savePayload(
  form: ListingForm,
  saved: ListingForm,
): { payload: DraftBody; fields: FormField[]; invalid: FieldErrors } {
  const dirty = dirtyFields(form, saved);
  const invalid = validateFields(form, dirty);
  const invalidRoots = new Set(Object.keys(invalid).map(rootField));
  const fields = dirty.filter((f) => !invalidRoots.has(f));
  return { payload: toPayload(form, fields), fields, invalid };
}

/**
 * After the server accepted the values in `sent` for `fields`, both the saved copy and the form
 * take the server's (normalised) values, e.g. "m146hr" comes back as "M14 6HR". A field the
 * landlord changed again while the save was in flight keeps the newer typing. Fields that were
 * not sent are left alone so that a change made elsewhere is never overwritten by a stale copy.
 */
export function applySaved(
  form: ListingForm,
  saved: ListingForm,
  sent: ListingForm,
  server: ListingForm,
  fields: readonly FormField[],
): { form: ListingForm; saved: ListingForm } {
  const nextForm: Record<string, unknown> = { ...form };
  const nextSaved: Record<string, unknown> = { ...saved };
  for (const field of fields) {
    const value =
      field === "rooms"
        ? server.rooms.map((r, i) => ({ ...r, key: form.rooms[i]?.key ?? r.key }))
        : server[field];
    nextSaved[field] = value;
    if (fieldEquals(form, sent, field)) nextForm[field] = value;
  }
  return { form: nextForm as unknown as ListingForm, saved: nextSaved as unknown as ListingForm };
}
