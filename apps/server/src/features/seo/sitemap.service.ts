import { and, asc, gte, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { isLive } from "../properties/property-access.ts";

// What the sitemaps list from the database: live listings (the search's own rule), split into
// files of at most `urlsPerFile` in id order, and the newest change per area.

export interface ListingFile {
  /** 1-based, as in /sitemaps/listings-N.xml. */
  number: number;
  firstId: string;
  lastmod: Date;
}

/**
 * One row per listings file: where it starts and its newest change. Numbering the live ids runs
 * over the index of ids once; each file is then read from its first id (a keyset), never by
 * skipping the rows of the files before it.
 */
export async function listingFiles(db: Db, urlsPerFile: number): Promise<ListingFile[]> {
  const result = await db.execute<{ number: number; first_id: string; lastmod: string }>(sql`
    select (n - 1) / ${urlsPerFile} + 1 as number,
           max(id::text) filter (where (n - 1) % ${urlsPerFile} = 0) as first_id,
           max(updated_at) as lastmod
    from (select ${properties.id} as id, ${properties.updatedAt} as updated_at,
                 row_number() over (order by ${properties.id}) as n
          from ${properties} where ${isLive}) numbered
    group by 1 order by 1`);
  return result.rows.map((row) => ({
    number: Number(row.number),
    firstId: row.first_id,
    lastmod: new Date(row.lastmod),
  }));
}

/** The live listings of one file: from its first id, in id order. */
export function listingsFrom(db: Db, firstId: string, urlsPerFile: number) {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(isLive, gte(properties.id, firstId)))
    .orderBy(asc(properties.id))
    .limit(urlsPerFile);
}

/** The newest change among each area's live listings (areas without any are absent). */
export async function areaLastChanges(db: Db): Promise<Map<string, Date>> {
  const rows = await db
    .select({ area: properties.area, lastmod: max(properties.updatedAt) })
    .from(properties)
    .where(isLive)
    .groupBy(properties.area);
  return new Map(rows.flatMap((row) => (row.area && row.lastmod ? [[row.area, row.lastmod]] : [])));
}
