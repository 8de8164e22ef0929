import { COMPATIBILITY_WEIGHTS, type CompatibilityProfile } from "@roost/shared/domain/compatibility.ts";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { decodePageCursor, encodePageCursor } from "../../lib/page-cursor.ts";
import { isRealTimestamp } from "../properties/search/search-cursor.ts";

// The order of the roommates list and its keyset (decision 023). The list pages by a cursor, so
// the order must be computable in SQL: for sort=compatibility the score of domain/compatibility.ts
// is computed here too. roommates.test.ts checks, card by card, that both give the same score.

export type RoommateSort = "compatibility" | "newest";

/** The position after the last card of a page: its score (compatibility only), creation time and id. */
export interface RoommateCursor {
  sort: RoommateSort;
  /** Compatibility score 0–100; absent for sort=newest. */
  score?: number;
  /** PostgreSQL's text form of created_at: a JS Date would drop the microseconds. */
  createdAt: string;
  userId: string;
}

const cursorShape = z.discriminatedUnion("s", [
  z.object({
    s: z.literal("compatibility"),
    k: z.number().int().min(0).max(100),
    t: z.string().refine(isRealTimestamp),
    i: z.string().min(1).max(100),
  }),
  z.object({ s: z.literal("newest"), t: z.string().refine(isRealTimestamp), i: z.string().min(1).max(100) }),
]);

export function encodeRoommateCursor(c: RoommateCursor): string {
  const body =
    c.sort === "compatibility"
      ? { s: c.sort, k: c.score, t: c.createdAt, i: c.userId }
      : { s: c.sort, t: c.createdAt, i: c.userId };
  return encodePageCursor(body);
}

/** 400 invalid_cursor for anything not made by encodeRoommateCursor for this sort. */
export function decodeRoommateCursor(raw: string, sort: RoommateSort): RoommateCursor {
  const parsed = decodePageCursor(raw, cursorShape, sort);
  return parsed.s === "compatibility"
    ? { sort: parsed.s, score: parsed.k, createdAt: parsed.t, userId: parsed.i }
    : { sort: parsed.s, createdAt: parsed.t, userId: parsed.i };
}

const norm = (s: string) => s.trim().toLocaleLowerCase("en-GB");
const normalisedList = (items: readonly string[] | null | undefined) =>
  JSON.stringify([...new Set((items ?? []).map(norm).filter(Boolean))]);

/** Items of the column (text[]) also in the viewer's list, counted once each, as compatibility() does. */
function shared(column: SQL, viewerList: readonly string[] | null | undefined): SQL {
  return sql`(select count(distinct lower(btrim(x))) from unnest(${column}) x
    where lower(btrim(x)) in (select jsonb_array_elements_text(${normalisedList(viewerList)}::jsonb)))::int`;
}

/** A budget end the SQL can compare: an open maximum is larger than any stored budget. */
const OPEN_MAX = 2 ** 31 - 1;

/**
 * compatibility(viewer, p).score as a SQL expression over the profile row `p` (the same weights,
 * caps and open budget ends). Bound values only: the viewer's fields are parameters.
 */
export function compatibilityScoreSql(viewer: CompatibilityProfile): SQL {
  const w = COMPATIBILITY_WEIGHTS;
  const university = viewer.university?.trim() ? norm(viewer.university) : null;
  const viewerBudgetKnown = viewer.budget_min != null || viewer.budget_max != null;
  const sameUniversity = university
    ? sql`case when lower(btrim(coalesce(p.university, ''))) = ${university} then ${w.sameUniversity} else 0 end`
    : sql`0`;
  const budgets = viewerBudgetKnown
    ? sql`case when (p.budget_min is not null or p.budget_max is not null)
        and ${viewer.budget_min ?? 0}::int <= coalesce(p.budget_max, ${OPEN_MAX})
        and coalesce(p.budget_min, 0) <= ${viewer.budget_max ?? OPEN_MAX}::int
        then ${w.budgetsOverlap} else 0 end`
    : sql`0`;
  const capped = (count: SQL, per: number, cap: number) => sql`least(${count} * ${per}, ${cap})`;
  return sql`least(100, ${sameUniversity} + ${budgets}
    + ${capped(shared(sql`p.interests`, viewer.interests), w.perSharedInterest, w.sharedInterestsCap)}
    + ${capped(shared(sql`p.hobbies`, viewer.hobbies), w.perSharedHobby, w.sharedHobbiesCap)}
    + ${capped(shared(sql`p.preferred_locations`, viewer.preferred_locations), w.perSharedLocation, w.sharedLocationsCap)})`;
}

/**
 * ORDER BY and the keyset condition for `sort`, all keys descending so one row comparison holds:
 * compatibility (score, created_at, user_id), newest (created_at, user_id).
 */
export function roommateOrder(sort: RoommateSort, score: SQL, after: RoommateCursor | null) {
  if (sort === "compatibility") {
    return {
      orderBy: sql`score desc, p.created_at desc, p.user_id desc`,
      after: after
        ? sql`(${score}, p.created_at, p.user_id) < (${after.score ?? 0}::int, ${after.createdAt}::timestamptz, ${after.userId})`
        : null,
    };
  }
  return {
    orderBy: sql`p.created_at desc, p.user_id desc`,
    after: after ? sql`(p.created_at, p.user_id) < (${after.createdAt}::timestamptz, ${after.userId})` : null,
  };
}
