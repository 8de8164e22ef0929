import { eq, sql } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";
import type { Db, Tx } from "../client.ts";
import { user } from "../schema.ts";
import { DEMO_ACCOUNTS } from "./demo-accounts.ts";
import { ALL_PEOPLE } from "./people.ts";
import { type PhotoKind, type SeedPhoto, writeSeedPhotos } from "./photos.ts";
import { createRng } from "./random.ts";
import { seedConnectRequests } from "./seeders/connect-requests.ts";
import type { SeedContext } from "./seeders/context.ts";
import { seedConversations } from "./seeders/conversations.ts";
import { seedEnquiryHistory } from "./seeders/enquiry-history.ts";
import { seedFavourites } from "./seeders/favourites.ts";
import { seedGroups } from "./seeders/groups.ts";
import { seedListingActivity } from "./seeders/listing-activity.ts";
import { seedNotifications } from "./seeders/notifications.ts";
import { seedProperties } from "./seeders/properties.ts";
import { seedUsers } from "./seeders/users.ts";

/**
 * Demo data for development and demos: Manchester landlords, students and 150 listings, two groups,
 * conversations, notifications, favourites and a month of listing views. Seeded once, on a database
 * that does not have the first demo account yet. One seeder per entity in seeders/, run in order.
 */

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: Logger;
  config?: Config;
  /** The moment the demo data is relative to; defaults to now. */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  properties: number;
  photos: number;
  groups: number;
  conversations: number;
  messages: number;
  notifications: number;
  favourites: number;
  propertyViews: number;
  propertyInquiries: number;
}

/** Makes the demo data the same on every run (ids aside). */
const SEED = 20_270_701;
/** Serialises concurrent seeders (two instances starting at once) on one database. */
const SEED_LOCK = 72_174;

const MARKER_EMAIL = DEMO_ACCOUNTS[0].email;

async function hasDemoData(db: Tx): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, MARKER_EMAIL)).limit(1);
  return rows.length > 0;
}

/**
 * Seeds the demo data unless the first demo account already exists. Photos are written to storage
 * first (idempotent keys), then every row goes in one transaction. Returns whether it seeded.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const { db, storage, log } = deps;
  if (await hasDemoData(db)) {
    log.debug("Demo data already present; not seeding");
    return false;
  }
  const started = performance.now();
  const photos = await writeSeedPhotos(storage);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another instance may have seeded while we were drawing photos.
    if (await hasDemoData(tx)) return null;
    return seedDemoData(tx, { photos, now: deps.now });
  });
  if (!summary) {
    log.debug("Demo data was seeded concurrently; not seeding");
    return false;
  }
  log.info({ ...summary, ms: Math.round(performance.now() - started) }, "Seeded demo data");
  return true;
}

/** Inserts every demo row. Call inside a transaction, with the photos already in storage. */
export async function seedDemoData(
  tx: Tx,
  { photos, now = new Date() }: { photos: Map<PhotoKind, SeedPhoto>; now?: Date },
): Promise<SeedSummary> {
  const t = now.getTime();
  const context: SeedContext = { tx, rng: createRng(SEED), now, t, ago: (ms) => new Date(t - ms) };
  // Order matters: the seeders share one random stream.
  const people = await seedUsers(context);
  const listings = await seedProperties(context, people, photos);
  const groups = await seedGroups(context, people);
  const requests = await seedConnectRequests(context, people);
  const chats = await seedConversations(context, people, listings, groups);
  const history = await seedEnquiryHistory(context, people, listings);
  const notificationCount = await seedNotifications(context, people, listings, groups, requests, chats);
  const favouriteCount = await seedFavourites(context, people, listings);
  const activity = await seedListingActivity(context, people, listings, chats);
  return {
    users: ALL_PEOPLE.length,
    properties: listings.listings.length,
    photos: photos.size,
    groups: 2,
    conversations: 3 + history.conversations,
    messages: chats.messages + history.messages,
    notifications: notificationCount,
    favourites: favouriteCount,
    ...activity,
  };
}
