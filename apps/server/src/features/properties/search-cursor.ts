import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { z } from "zod";
import { badRequest } from "../../lib/errors.ts";

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

const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cursorShape = z.discriminatedUnion("s", [
  z.object({ s: z.literal("newest"), k: z.string().regex(PG_TIMESTAMPTZ), i: z.string().regex(UUID) }),
  z.object({ s: z.literal("price_asc"), k: z.number().int(), i: z.string().regex(UUID) }),
  z.object({ s: z.literal("price_desc"), k: z.number().int(), i: z.string().regex(UUID) }),
]);

export function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify({ s: cursor.sort, k: cursor.key, i: cursor.id })).toString("base64url");
}

export function decodeCursor(raw: string, sort: SearchSort): SearchCursor {
  let parsed: z.infer<typeof cursorShape> | undefined;
  try {
    parsed = cursorShape.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
  } catch {
    parsed = undefined;
  }
  if (!parsed || parsed.s !== sort) {
    throw badRequest(
      "invalid_cursor",
      "This page link is no longer valid. Start the search again.",
      "cursor",
    );
  }
  return { sort: parsed.s, key: parsed.k, id: parsed.i };
}
