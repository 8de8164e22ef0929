import type { z } from "zod";
import { badRequest } from "./errors.ts";

/**
 * The opaque "next page" cursors of keyset paging (search, roommates): JSON in base64url, read back
 * only through the zod shape of the list that made it. A cursor from another list or sort, or one
 * tampered with, is a 400 invalid_cursor, never a wrong page.
 */
export function encodePageCursor(body: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

export function decodePageCursor<Shape extends z.ZodType<{ s: string }>>(
  raw: string,
  shape: Shape,
  sort: string,
): z.infer<Shape> {
  let parsed: z.infer<Shape> | undefined;
  try {
    parsed = shape.parse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
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
  return parsed;
}
