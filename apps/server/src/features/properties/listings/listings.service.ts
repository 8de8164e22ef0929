import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDraft } from "@roost/shared/contracts/properties.ts";
import type { PropertyStatusUpdate } from "@roost/shared/contracts/validation.ts";
import { canDelete, isLiveStatus, publishedAtFor } from "@roost/shared/domain/property.ts";
import { goesLiveForAlerts } from "@roost/shared/domain/saved-searches.ts";
import { canListProperties } from "@roost/shared/domain/user-types.ts";
import { desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import type { Tx } from "../../../db/client.ts";
import { landlordResponseTimes, profiles, properties } from "../../../db/schema.ts";
import { forbidden, refused } from "../../../lib/errors.ts";
import { landlordTrustOf, trustColumns } from "../../landlord-trust/trust.ts";
import { enqueueSavedSearchMatch } from "../../saved-searches/saved-search-alerts.ts";
import { assertNotBeingChecked, holdIfCopied } from "../copy-check/copy-hold.ts";
import { listingImages, removePhotoFiles } from "../photos/property-photos.service.ts";
import {
  findChangeableProperty,
  type PropertyRow,
  propertyColumns,
  propertyIdOrNotFound,
  visibleOrThrow,
} from "../property-access.ts";
import { detailFieldsJsonSql, propertyDetailJson, toMyListingJson } from "../property-json.ts";
import { locationChanges } from "./listing-location.ts";
import { assertPublishable, draftToColumns, expiryFrom, rentFromOf } from "./listing-rules.ts";

// Listing lifecycle for its owner (§4 Property status, §7 Listings): create a draft, edit it,
// publish, change status, delete a draft. Every write re-reads the row under a lock so the
// "live listings stay publishable" rule cannot be raced.

type Deps = Pick<AppDeps, "database" | "clock" | "storage" | "log">;

/** Only onboarded, non-student users list properties (§1, §6). */
async function assertMayList(db: Tx, userId: string): Promise<void> {
  const [profile] = await db
    .select({ userType: profiles.userType })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  if (!profile?.userType) throw forbidden("onboarding_required", "Choose your account type to continue.");
  if (!canListProperties(profile.userType)) {
    throw forbidden("students_cannot_list", "Student accounts cannot list properties.");
  }
}

export async function createListing({ database, clock }: Deps, actorId: string, input: PropertyDraft) {
  const db = database.db;
  await assertMayList(db, actorId);
  const now = clock.now();
  const columns = { ...draftToColumns(input), ...(await locationChanges(db, input, null)) };
  const [row] = await db
    .insert(properties)
    .values({
      ...columns,
      userId: actorId,
      status: "draft",
      rentFrom: rentFromOf({
        advertType: columns.advertType ?? "whole_property",
        monthlyRent: columns.monthlyRent ?? null,
        roomsData: columns.roomsData ?? [],
      }),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: properties.id });
  return propertyDetailText(db, row.id, actorId);
}

/**
 * A partial save of the wizard. Drafts (and paused or expired listings) accept anything valid;
 * a live listing accepts only a change that leaves it publishable, so the public never sees a
 * listing without a price or photos.
 */
export async function updateListing(
  { database, clock }: Deps,
  actorId: string,
  id: string,
  input: PropertyDraft,
) {
  const db = database.db;
  await db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    const changes = { ...draftToColumns(input), ...(await locationChanges(tx, input, current)) };
    const next: PropertyRow = { ...current, ...changes } as PropertyRow;
    next.rentFrom = rentFromOf(next);
    if (isLiveStatus(current.status)) assertPublishable(next, current);
    await tx
      .update(properties)
      .set({ ...changes, rentFrom: next.rentFrom, updatedAt: clock.now() })
      .where(eq(properties.id, current.id));
  });
  return propertyDetailText(db, id, actorId);
}

/** Publish (or republish an expired or paused listing): complete listings only, live for 60 days. */
export async function publishListing({ database, clock }: Deps, actorId: string, id: string) {
  const db = database.db;
  await db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    await assertNotBeingChecked(tx, current.id);
    assertPublishable(current);
    const now = clock.now();
    if (!isLiveStatus(current.status) && (await holdIfCopied(tx, current, now))) return;
    await putLive(tx, current, now);
  });
  return propertyDetailText(db, id, actorId);
}

/** In the caller's transaction: the listing is published from now, for a new listing period. */
export async function putLive(tx: Tx, current: Pick<PropertyRow, "id" | "status">, now: Date) {
  await tx
    .update(properties)
    .set({
      status: "published",
      publishedAt: now,
      expiresAt: expiryFrom(now),
      updatedAt: now,
      ...confirmedAt(now),
    })
    .where(eq(properties.id, current.id));
  if (goesLiveForAlerts(current.status, "published")) await enqueueSavedSearchMatch(tx, current.id, now);
}

/** Going live is its owner saying it is available now: it answers any question and any pause of Roost's. */
const confirmedAt = (now: Date) => ({
  availabilityConfirmedAt: now,
  availabilityAskedAt: null,
  pausedReason: null,
});

/**
 * The landlord's status selector (§4): a live choice stamps published_at with now and starts a new
 * listing period; pause clears both. A listing can only go live when it is complete, and a draft
 * that was never published cannot be paused (it would stop being deletable for no reason).
 */
export async function changeListingStatus(
  { database, clock }: Deps,
  actorId: string,
  id: string,
  { status }: PropertyStatusUpdate,
) {
  const db = database.db;
  await db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    await assertNotBeingChecked(tx, current.id);
    const live = isLiveStatus(status);
    if (live) assertPublishable(current, isLiveStatus(current.status) ? current : undefined);
    else if (current.status === "draft") {
      throw refused("not_published", "Publish the listing before pausing it.");
    }
    const now = clock.now();
    if (live && !isLiveStatus(current.status) && (await holdIfCopied(tx, current, now))) return;
    await tx
      .update(properties)
      .set({
        status,
        publishedAt: publishedAtFor(status, now),
        expiresAt: live ? expiryFrom(now) : null,
        updatedAt: now,
        ...(live ? confirmedAt(now) : { pausedReason: null }),
      })
      .where(eq(properties.id, current.id));
    if (goesLiveForAlerts(current.status, status)) await enqueueSavedSearchMatch(tx, current.id, now);
  });
  return propertyDetailText(db, id, actorId);
}

/** Only drafts can be deleted (§4): a listing that was ever public may have inquiries and deals. */
export async function deleteDraftListing(deps: Deps, actorId: string, id: string): Promise<void> {
  const deleted = await deps.database.db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    if (!canDelete(current.status)) {
      throw refused("only_drafts_deletable", "Only draft listings can be deleted.");
    }
    await tx.delete(properties).where(eq(properties.id, current.id));
    return current;
  });
  // Files go after the commit: a failed delete must not leave a listing pointing at missing photos.
  await removePhotoFiles(deps, deleted.id, listingImages(deleted));
}

/**
 * The listing and its owner's public profile in one statement, prepared once per database handle:
 * the detail page is the second busiest read, and building the statement on every request cost
 * Node's CPU (decision 042). Most of the answer comes as JSON text (the stored card and
 * detailFieldsJsonSql), so only the columns Node decides with are decoded (decision 045). A
 * transaction gets its own, which runs on its connection.
 */
function detailQuery(db: Tx) {
  return db
    .select({
      card: sql<string>`${properties.searchCard}`,
      fields: detailFieldsJsonSql,
      status: properties.status,
      userId: properties.userId,
      latitude: properties.latitude,
      longitude: properties.longitude,
      publicLatitude: properties.publicLatitude,
      publicLongitude: properties.publicLongitude,
      ownerDisplayName: profiles.displayName,
      ownerAvatarUrl: profiles.avatarUrl,
      ownerCreatedAt: profiles.createdAt,
      ...trustColumns,
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.userId, properties.userId))
    .leftJoin(landlordResponseTimes, eq(landlordResponseTimes.userId, properties.userId))
    .where(eq(properties.id, sql.placeholder("id")))
    .limit(1)
    .prepare("property_detail_json");
}
const detailQueries = new WeakMap<object, ReturnType<typeof detailQuery>>();

/**
 * Detail page (§2 /property/{id}) as JSON text (a PropertyDetail): live listings for everyone,
 * other statuses for the owner only.
 */
export async function propertyDetailText(db: Tx, id: string, viewerId: string | null): Promise<string> {
  let query = detailQueries.get(db);
  if (!query) {
    query = detailQuery(db);
    detailQueries.set(db, query);
  }
  const [found] = await query.execute({ id: propertyIdOrNotFound(id) });
  const { ownerDisplayName, ownerAvatarUrl, ownerCreatedAt, verified, medianMinutes, enquiries, ...row } =
    visibleOrThrow(found, viewerId);
  return propertyDetailJson(
    row,
    {
      userId: row.userId,
      displayName: ownerDisplayName,
      avatarUrl: ownerAvatarUrl,
      createdAt: ownerCreatedAt,
      trust: landlordTrustOf({ verified, medianMinutes, enquiries }),
    },
    viewerId,
  );
}

/** My Listings (§2, §7): the owner's listings, newest first, with their counts; no page for students. */
export async function listMyListings(db: Tx, ownerId: string): Promise<MyListing[]> {
  await assertMayList(db, ownerId);
  // Spelled out: in a one-table select drizzle leaves column names unqualified, and inside these
  // subqueries a bare "id" would mean the subquery's own table.
  const listingId = sql.raw(`"properties"."id"`);
  const countOf = (table: string, alias: string) =>
    sql<number>`(select count(*) from ${sql.raw(table)} ${sql.raw(alias)} where ${sql.raw(alias)}.property_id = ${listingId})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      ...propertyColumns,
      card: properties.searchCard,
      views: countOf("property_views", "v"),
      favourites: countOf("favourites", "f"),
      inquiries: countOf("property_inquiries", "i"),
    })
    .from(properties)
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return rows.map(({ views, favourites, inquiries, card, ...row }) =>
    toMyListingJson(row, card, { views, favourites, inquiries }),
  );
}
