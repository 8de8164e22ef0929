// The wizard's form state and its mapping to and from the API. Inputs hold text (a number field
// can be blank or half-typed), so the form keeps strings and converts only when it saves; the
// shared zod schema (propertyDraft) then checks exactly what the server will check.

import {
  type PropertyDetail,
  type PropertyDraftInput,
  propertyDraft,
} from "@roost/shared/contracts/properties.ts";
import { ukPostcode } from "@roost/shared/contracts/validation.ts";
import type { ListingForPublish } from "@roost/shared/domain/listing.ts";
import type { AdvertType, Furnishing, PropertyType } from "@roost/shared/domain/property.ts";
import { STEP_FIELDS, type StepId } from "./wizard-steps.ts";

export interface RoomForm {
  /** Only for React lists; never sent. */
  key: string;
  name: string;
  monthlyRent: string;
  ensuite: boolean;
  availableFrom: string;
}

export interface ListingForm {
  address_line_1: string;
  town: string;
  postcode: string;
  area: string;
  property_type: PropertyType | "";
  bedrooms: string;
  bathrooms: string;
  parking: boolean;
  furnishing: Furnishing | "";
  advert_type: AdvertType;
  monthly_rent: string;
  rooms: RoomForm[];
  bills_included: boolean;
  deposit: string;
  available_from: string;
  description: string;
}

export type FormField = keyof ListingForm;
export const FORM_FIELDS = [
  "address_line_1",
  "town",
  "postcode",
  "area",
  "property_type",
  "bedrooms",
  "bathrooms",
  "parking",
  "furnishing",
  "advert_type",
  "monthly_rent",
  "rooms",
  "bills_included",
  "deposit",
  "available_from",
  "description",
] as const satisfies readonly FormField[];

/** Field path ("postcode", "rooms.0.monthlyRent") → message. */
export type FieldErrors = Record<string, string>;

export const DEFAULT_TOWN = "Manchester";

let roomKeySeq = 0;
export function newRoomKey(): string {
  roomKeySeq += 1;
  return `room-${Date.now().toString(36)}-${roomKeySeq}`;
}

export function newRoom(existing: readonly RoomForm[]): RoomForm {
  return {
    key: newRoomKey(),
    name: `Room ${existing.length + 1}`,
    monthlyRent: "",
    ensuite: false,
    availableFrom: "",
  };
}

export function emptyForm(): ListingForm {
  return {
    address_line_1: "",
    town: DEFAULT_TOWN,
    postcode: "",
    area: "",
    property_type: "",
    bedrooms: "",
    bathrooms: "",
    parking: false,
    furnishing: "",
    advert_type: "whole_property",
    monthly_rent: "",
    rooms: [],
    bills_included: false,
    deposit: "",
    available_from: "",
    description: "",
  };
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

export function formFromProperty(p: PropertyDetail): ListingForm {
  return {
    address_line_1: p.address_line_1 ?? "",
    town: p.town ?? "",
    postcode: p.postcode ?? "",
    area: p.area ?? "",
    property_type: p.property_type ?? "",
    bedrooms: text(p.bedrooms),
    bathrooms: text(p.bathrooms),
    parking: Boolean(p.parking),
    furnishing: p.furnishing ?? "",
    advert_type: p.advert_type ?? "whole_property",
    monthly_rent: text(p.monthly_rent),
    rooms: (p.rooms ?? []).map((r) => ({
      key: newRoomKey(),
      name: r.name ?? "",
      monthlyRent: text(r.monthlyRent),
      ensuite: Boolean(r.ensuite),
      availableFrom: r.availableFrom ?? "",
    })),
    bills_included: Boolean(p.bills_included),
    deposit: text(p.deposit),
    available_from: p.available_from ?? "",
    description: p.description ?? "",
  };
}

/**
 * "£1,250" and " 1250 " both mean 1250. Anything else is passed on as typed so the shared schema
 * can say what is wrong with it instead of the value silently disappearing.
 */
export function numberOrNull(value: string): number | string | null {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (cleaned === "") return null;
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : value.trim();
}

const blankToNull = (value: string) => (value.trim() === "" ? null : value);

/** One field's value as the API expects it. */
export function apiValue(form: ListingForm, field: FormField): unknown {
  switch (field) {
    case "bedrooms":
    case "bathrooms":
    case "monthly_rent":
    case "deposit":
      return numberOrNull(form[field]);
    case "area":
    case "property_type":
    case "furnishing":
    case "available_from":
      return blankToNull(form[field]);
    case "postcode":
      return form.postcode.trim();
    case "rooms":
      return form.rooms.map((r) => ({
        name: r.name,
        monthlyRent: numberOrNull(r.monthlyRent),
        ensuite: r.ensuite,
        availableFrom: blankToNull(r.availableFrom),
      }));
    default:
      return form[field];
  }
}

/** The API body for some fields (unknown field names are ignored). */
export function toPayload(form: ListingForm, fields: readonly FormField[]): PropertyDraftInput {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = apiValue(form, field);
  return body as PropertyDraftInput;
}

/** Same value as far as the server is concerned (room keys and stray spaces do not count). */
export function fieldEquals(a: ListingForm, b: ListingForm, field: FormField): boolean {
  return JSON.stringify(apiValue(a, field)) === JSON.stringify(apiValue(b, field));
}

/** Fields whose value differs from the last copy the server confirmed. */
export function dirtyFields(form: ListingForm, saved: ListingForm): FormField[] {
  return FORM_FIELDS.filter((f) => !fieldEquals(form, saved, f));
}

/** "rooms[0].name" and ["rooms", 0, "name"] both become "rooms.0.name". */
export function fieldPath(path: string | readonly PropertyKey[]): string {
  if (typeof path === "string") return path.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
  return path.map(String).join(".");
}

/** The form field a path belongs to ("rooms.0.name" → "rooms"), or null when it is not a form field. */
export function rootField(path: string): FormField | null {
  const root = fieldPath(path).split(".")[0];
  return (FORM_FIELDS as readonly string[]).includes(root) ? (root as FormField) : null;
}

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

/**
 * What to send when the wizard saves: the changed fields that are valid. Invalid ones stay in the
 * form (and in the local copy) with their message, so going Back never throws typing away.
 */
export function savePayload(
  form: ListingForm,
  saved: ListingForm,
): { payload: PropertyDraftInput; fields: FormField[]; invalid: FieldErrors } {
  const dirty = dirtyFields(form, saved);
  const invalid = validateFields(form, dirty);
  const invalidRoots = new Set(Object.keys(invalid).map(rootField));
  const fields = dirty.filter((f) => !invalidRoots.has(f));
  return { payload: toPayload(form, fields), fields, invalid };
}

/** The postcode as the schema would store it ("m146hr" → "M14 6HR"), or null when invalid. */
export function tidyPostcode(raw: string): string | null {
  if (raw.trim() === "") return "";
  const parsed = ukPostcode.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

const parsedNumber = (value: string): number | null => {
  const n = numberOrNull(value);
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** The form as publishProblems sees it, so the review checklist matches what the server will say. */
export function listingForPublish(form: ListingForm, photoCount: number): ListingForPublish {
  return {
    address_line_1: form.address_line_1,
    town: form.town,
    postcode: form.postcode,
    area: form.area || null,
    property_type: form.property_type || null,
    bedrooms: parsedNumber(form.bedrooms),
    bathrooms: parsedNumber(form.bathrooms),
    furnishing: form.furnishing || null,
    advert_type: form.advert_type,
    monthly_rent: parsedNumber(form.monthly_rent),
    rooms: form.rooms.map((r) => ({ name: r.name, monthlyRent: parsedNumber(r.monthlyRent) })),
    description: form.description,
    available_from: form.available_from || null,
    photo_count: photoCount,
  };
}

/** Rents for priceDisplay, read from the form. */
export function priceInput(form: ListingForm) {
  return {
    advertType: form.advert_type,
    monthlyRent: parsedNumber(form.monthly_rent),
    rooms: form.rooms.map((r) => ({ monthlyRent: parsedNumber(r.monthlyRent) })),
  };
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
