// What My Listings shows for each listing, decided from its status (spec §2 My Listings, §4).

import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import {
  canDelete,
  ownerMayChange,
  PROPERTY_STATUS_LABELS,
  type PropertyStatus,
  propertyTypeLabel,
  SELECTABLE_STATUSES,
  type SelectableStatus,
} from "@roost/shared/domain/property.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";

export type BadgeTone = "stone" | "brand" | "amber" | "red" | "green" | "blue";

export const STATUS_TONES: Readonly<Record<PropertyStatus, BadgeTone>> = {
  draft: "stone",
  published: "green",
  available: "brand",
  let_agreed: "blue",
  pause: "amber",
  expired: "red",
  withdrawn: "red",
};

export const STATUS_OPTIONS = SELECTABLE_STATUSES.map((value) => ({
  value,
  label: PROPERTY_STATUS_LABELS[value],
}));

export interface ListingActions {
  /** The status selector (published, available, let agreed, paused) is offered. */
  selectable: boolean;
  /** Drafts only, after a confirmation. */
  deletable: boolean;
  /** The extra call to action drafts and expired listings get. */
  primary: { kind: "continue"; label: "Continue editing" } | { kind: "relist"; label: "Relist" } | null;
  /** Live listings can be seen by the public. */
  viewable: boolean;
  /** Edit and Performance are offered; not on a listing Roost withdrew. */
  changeable: boolean;
}

export function listingActions(status: PropertyStatus): ListingActions {
  const changeable = ownerMayChange(status);
  return {
    selectable: (SELECTABLE_STATUSES as readonly string[]).includes(status),
    deletable: canDelete(status),
    primary:
      status === "draft"
        ? { kind: "continue", label: "Continue editing" }
        : status === "expired"
          ? { kind: "relist", label: "Relist" }
          : null,
    viewable: status !== "draft" && changeable,
    changeable,
  };
}

/** Relisting puts an expired listing back on the market. */
export const RELIST_STATUS: SelectableStatus = "published";

/** A draft may not have an address yet. */
export function listingTitle(l: Pick<MyListing, "address_line_1" | "bedrooms" | "property_type">): string {
  if (l.address_line_1.trim()) return l.address_line_1;
  const type = propertyTypeLabel(l.property_type);
  if (l.bedrooms !== null && type) return `Untitled draft: ${l.bedrooms} bed ${type.toLowerCase()}`;
  return "Untitled draft";
}

export function listingLocation(l: Pick<MyListing, "town" | "postcode">): string {
  return [l.town, l.postcode]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(", ");
}

/** "12 views", "1 favourite". */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;
}

/** The list with one listing's status replaced (for an optimistic update). */
export function withStatus<T extends { id: string; status: PropertyStatus }>(
  list: readonly T[] | undefined,
  id: string,
  status: PropertyStatus,
): T[] | undefined {
  return list?.map((l) => (l.id === id ? { ...l, status } : l));
}

export function withoutListing<T extends { id: string }>(
  list: readonly T[] | undefined,
  id: string,
): T[] | undefined {
  return list?.filter((l) => l.id !== id);
}

/** "Expires 3 Jul 2025" for live listings that have an expiry, else null. */
export function expiryText(
  expiresAt: string | null,
  status: PropertyStatus,
  now = new Date(),
): string | null {
  if (!expiresAt || (status !== "published" && status !== "available")) return null;
  const date = ukDate(expiresAt, { month: "short" });
  if (!date) return null;
  return Date.parse(expiresAt) < now.getTime() ? `Expired ${date}` : `Expires ${date}`;
}
