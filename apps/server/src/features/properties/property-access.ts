import { LIVE_STATUSES, ownerMayChange } from "@roost/shared/domain/property.ts";
import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { AppError, catalogueError, notFound } from "../../lib/errors.ts";

// Who may see or change a listing, in one place (docs/architecture.md §4): live listings are public,
// everything else exists only for its owner, and anyone else is told "not found".

// The search vector and the search card are for the database only; no service needs them in memory.
const {
  searchVector: _searchVector,
  searchCard: _searchCard,
  ...propertyColumns
} = getTableColumns(properties);

export { propertyColumns };
export type PropertyRow = Omit<typeof properties.$inferSelect, "searchVector" | "searchCard">;

/**
 * Live listings, written as literals exactly like the predicate of the partial indexes
 * properties_live_* so the planner can always prove a query may use them (bound parameters
 * would make that depend on how the statement is planned).
 */
export const isLive = sql`${properties.status} in (${sql.raw(LIVE_STATUSES.map((s) => `'${s}'`).join(", "))})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a listing: answer 404 rather than letting PostgreSQL reject the cast. */
export function propertyIdOrNotFound(id: string): string {
  if (!UUID.test(id)) throw notFound("Listing not found.");
  return id.toLowerCase();
}

export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * A listing the viewer may see: any live listing, or their own in any status (else 404 for a draft
 * or paused one, 410 for one that is gone: withdrawn or expired).
 */
export async function findVisibleProperty(db: Tx, id: string, viewerId: string | null): Promise<PropertyRow> {
  const [row] = await db
    .select(propertyColumns)
    .from(properties)
    .where(eq(properties.id, propertyIdOrNotFound(id)))
    .limit(1);
  return visibleOrThrow(row, viewerId);
}

/** findVisibleProperty's rule on a row read with more (e.g. joined in the same statement). */
export function visibleOrThrow<Row extends Pick<PropertyRow, "status" | "userId">>(
  row: Row | undefined,
  viewerId: string | null,
): Row {
  if (!row) throw notFound("Listing not found.");
  if (!canSee(row, viewerId)) {
    // Taken off the market by Roost for good (the owner deleted their account, or an operator
    // acted), or its advert ran out: 410 tells people and search engines it is gone, not merely
    // hidden, so links shared in group chats and search results drop it. A draft or a paused
    // listing may still appear, so it stays "not found".
    if (row.status === "withdrawn") throw listingGone("listing_withdrawn");
    if (row.status === "expired") throw listingGone("listing_expired");
    throw notFound("Listing not found.");
  }
  return row;
}

const listingGone = (code: "listing_withdrawn" | "listing_expired") =>
  new AppError(410, code, "This listing is no longer available.");

export function canSee(row: Pick<PropertyRow, "status" | "userId">, viewerId: string | null): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(row.status) || row.userId === viewerId;
}

/**
 * The owner's listing, locked for the rest of the transaction when `forUpdate` is set so that
 * read-check-write sequences (publishability, photo order) cannot interleave.
 * Someone else's listing is "not found", whatever its status.
 */
export async function findOwnedProperty(
  tx: Tx,
  id: string,
  ownerId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<PropertyRow> {
  const query = tx
    .select(propertyColumns)
    .from(properties)
    .where(and(eq(properties.id, propertyIdOrNotFound(id)), eq(properties.userId, ownerId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Listing not found.");
  return row;
}

/**
 * The owner's listing for a write: findOwnedProperty, refused with 409 listing_withdrawn when Roost
 * withdrew it, so an operator's takedown cannot be undone by its owner (publish, status, edits,
 * photos, delete all come through here).
 */
export async function findChangeableProperty(
  tx: Tx,
  id: string,
  ownerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PropertyRow> {
  const row = await findOwnedProperty(tx, id, ownerId, options);
  if (!ownerMayChange(row.status)) throw catalogueError(409, "listing_withdrawn");
  return row;
}
