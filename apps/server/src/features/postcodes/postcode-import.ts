import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { normalisePostcode, ukPostcode } from "@roost/shared/contracts/validation.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { postcodeCentres } from "../../db/schema.ts";

// `npm run import:postcodes FILE` (decision 036): the ONS Postcode Directory's CSV into
// postcode_centres, the exact centres the listing wizard uses before the district table. The
// file is about 2.7 million rows and 1.4 GB, so it is read line by line and written in batches;
// only three columns matter: pcds (the postcode with one space), lat and long (WGS84).

export const IMPORT_BATCH_SIZE = 1000;

/** ONSPD's mark for a postcode with no grid reference (mostly PO boxes and large users). */
const NO_LATITUDE = 99.999999;

export interface ImportTally {
  imported: number;
  /** Rows without usable coordinates. */
  withoutCoordinates: number;
  /** Rows whose postcode is not a valid UK postcode. */
  invalid: number;
}

/**
 * One CSV line's fields: commas outside double quotes split, "" inside quotes is a quote. ONSPD
 * quotes every field and never breaks a line inside one, so line by line is enough.
 */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields;
}

interface Columns {
  postcode: number;
  lat: number;
  lng: number;
}

function columnsOf(header: string[]): Columns {
  const names = header.map((name) => name.trim().toLowerCase());
  const columns = { postcode: names.indexOf("pcds"), lat: names.indexOf("lat"), lng: names.indexOf("long") };
  const missing = Object.entries({ pcds: columns.postcode, lat: columns.lat, long: columns.lng })
    .filter(([, index]) => index < 0)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(`Not an ONS Postcode Directory CSV: no ${missing.join(", ")} column in the header`);
  }
  return columns;
}

type Centre = typeof postcodeCentres.$inferInsert;

/** A row's centre, or why it has none. */
function centreOf(fields: string[], columns: Columns): Centre | "invalid" | "without" {
  const parsed = ukPostcode.safeParse(fields[columns.postcode] ?? "");
  if (!parsed.success) return "invalid";
  const lat = Number.parseFloat(fields[columns.lat] ?? "");
  const lng = Number.parseFloat(fields[columns.lng] ?? "");
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat >= NO_LATITUDE || Math.abs(lat) > 90) {
    return "without";
  }
  return { postcode: normalisePostcode(parsed.data), latitude: lat, longitude: lng };
}

async function writeBatch(db: Db, batch: Centre[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(postcodeCentres)
    .values(batch)
    .onConflictDoUpdate({
      target: postcodeCentres.postcode,
      set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
    });
}

/**
 * Reads the CSV from `input` and upserts every postcode with coordinates, `batchSize` rows per
 * statement (a postcode repeated within a batch keeps its last row). Running it again with a
 * newer directory updates the centres in place.
 */
export async function importPostcodes(
  db: Db,
  input: Readable,
  {
    batchSize = IMPORT_BATCH_SIZE,
    progress,
  }: { batchSize?: number; progress?: (tally: ImportTally) => void } = {},
): Promise<ImportTally> {
  const tally: ImportTally = { imported: 0, withoutCoordinates: 0, invalid: 0 };
  let columns: Columns | null = null;
  let batch = new Map<string, Centre>();
  for await (const line of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line.trim() === "") continue;
    const fields = csvFields(line);
    if (!columns) {
      columns = columnsOf(fields);
      continue;
    }
    const centre = centreOf(fields, columns);
    if (centre === "invalid") tally.invalid++;
    else if (centre === "without") tally.withoutCoordinates++;
    else {
      batch.set(centre.postcode, centre);
      tally.imported++;
    }
    if (batch.size >= batchSize) {
      await writeBatch(db, [...batch.values()]);
      batch = new Map();
      progress?.(tally);
    }
  }
  if (!columns) throw new Error("The file is empty: expected an ONS Postcode Directory CSV");
  await writeBatch(db, [...batch.values()]);
  return tally;
}
