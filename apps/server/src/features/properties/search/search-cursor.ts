import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { z } from "zod";
import { decodePageCursor, encodePageCursor } from "../../../lib/page-cursor.ts";

/**
 * The keyset position after the last row of a page: its sort key and id. Opaque to clients
 * (base64url JSON) so its shape can change; the sort is inside it so a cursor from one ordering
 * is refused by another instead of silently skipping rows.
 *
 * Newest keys are PostgreSQL's text form of published_at: it keeps the microseconds a JS Date
 * would drop, and a truncated key would repeat or skip rows published in the same millisecond.
 */
export interface SearchCursor {
  sort: SearchSort;
  key: string | number;
  id: string;
}

const PG_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::(\d{2})){0,2}|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A timestamp PostgreSQL accepts: the shape alone lets "2026-13-45 25:61:61" through, which the
 * ::timestamptz cast would refuse with an error instead of a page.
 */
export function isRealTimestamp(text: string): boolean {
  const m = PG_TIMESTAMPTZ.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  const offsetOk = m[9] === undefined || (Number(m[9]) <= 15 && Number(m[10] ?? 0) <= 59);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offsetOk
  );
}

/**
 * A newest cursor's key (a timestamp isRealTimestamp accepted) in microseconds since the epoch, as
 * search's in-process index orders listings: PostgreSQL's ::timestamptz of the same text.
 */
export function timestampMicros(text: string): number {
  const m = PG_TIMESTAMPTZ.exec(text);
  if (!m) throw new Error("not a timestamp");
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  const fraction = Number((m[7] ?? ".").slice(1).padEnd(6, "0"));
  // The pattern keeps only the offset's last ":nn"; this reads hours, minutes and seconds apart.
  const offset = /([+-])(\d{2})(?::(\d{2}))?(?::(\d{2}))?$/.exec(text);
  const offsetSeconds = offset
    ? (offset[1] === "-" ? -1 : 1) *
      (Number(offset[2]) * 3600 + Number(offset[3] ?? 0) * 60 + Number(offset[4] ?? 0))
    : 0;
  return (date.getTime() / 1000 - offsetSeconds) * 1_000_000 + fraction;
}

/** Price keys are bound as PostgreSQL integers (::int): -1 and 2^31 - 1 are the "no price" keys. */
const priceKey = z
  .number()
  .int()
  .min(-1)
  .max(2 ** 31 - 1);

const cursorShape = z.discriminatedUnion("s", [
  z.object({ s: z.literal("newest"), k: z.string().refine(isRealTimestamp), i: z.string().regex(UUID) }),
  z.object({ s: z.literal("price_asc"), k: priceKey, i: z.string().regex(UUID) }),
  z.object({ s: z.literal("price_desc"), k: priceKey, i: z.string().regex(UUID) }),
  // The per-person key: the share and the rent in one whole number (search-group.ts).
  z.object({
    s: z.literal("per_person"),
    k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    i: z.string().regex(UUID),
  }),
  // The chord between unit-sphere points (search-geo.ts): 0 to 2.
  z.object({ s: z.literal("campus_time"), k: z.number().min(0).max(2), i: z.string().regex(UUID) }),
]);

export function encodeCursor(cursor: SearchCursor): string {
  return encodePageCursor({ s: cursor.sort, k: cursor.key, i: cursor.id });
}

export function decodeCursor(raw: string, sort: SearchSort): SearchCursor {
  const parsed = decodePageCursor(raw, cursorShape, sort);
  return { sort: parsed.s, key: parsed.k, id: parsed.i };
}
