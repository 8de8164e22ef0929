// The wizard's form state and its mapping to and from the API. Inputs hold text (a number field
// can be blank or half-typed), so the form keeps strings and converts only when it saves; the
// shared zod schema (propertyDraft) then checks exactly what the server will check. Validation,
// saving and the listing summary build on this in listing-form-*.ts.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import type { AdvertType, Furnishing, PropertyType } from "@roost/shared/domain/property.ts";
import type { JsonBody } from "../../../lib/api-routes.ts";
import { emptyFacts, type FactsForm, factsFormFrom, factsPayload } from "./listing-facts-form.ts";

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
  facts: FactsForm;
  /** The landlord's pin; null until they move it (the postcode district's centre is used). */
  latitude: number | null;
  longitude: number | null;
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
  "facts",
  "latitude",
  "longitude",
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
    facts: emptyFacts(),
    latitude: null,
    longitude: null,
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
    facts: factsFormFrom(p.facts ?? {}),
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
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
    case "facts":
      return factsPayload(form.facts, numberOrNull);
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

/** What a save sends: the body POST /api/properties documents (PATCH takes the same). */
export type DraftBody = JsonBody<"/api/properties", "POST">;

/** The API body for some fields (unknown field names are ignored). */
export function toPayload(form: ListingForm, fields: readonly FormField[]): DraftBody {
  const body: Record<string, unknown> = {};
  for (const field of fields) body[field] = apiValue(form, field);
  return body as DraftBody;
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
