import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors.ts";
import { decodeCursor, encodeCursor } from "./search-cursor.ts";
import { toPrefixTsQuery } from "./search-text.ts";
import { SearchTotals } from "./sql/search-totals.ts";

describe("toPrefixTsQuery", () => {
  it("turns words into AND-ed prefix terms", () => {
    expect(toPrefixTsQuery("M14 6HR")).toBe("m14:* & 6hr:*");
    expect(toPrefixTsQuery("ladyb")).toBe("ladyb:*");
    expect(toPrefixTsQuery("  Café   Nero ")).toBe("café:* & nero:*");
  });

  it("drops every tsquery operator and quote, so to_tsquery can never fail", () => {
    expect(toPrefixTsQuery("a & b | !c <-> (d):* 'e' \\f")).toBe("a:* & b:* & c:* & d:* & e:* & f:*");
  });

  it("ignores input with nothing searchable", () => {
    expect(toPrefixTsQuery(undefined)).toBeNull();
    expect(toPrefixTsQuery("")).toBeNull();
    expect(toPrefixTsQuery("!!! ::: &&")).toBeNull();
  });

  it("bounds the number and length of terms", () => {
    expect(toPrefixTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
    expect(toPrefixTsQuery("x".repeat(100))).toBe(`${"x".repeat(40)}:*`);
  });
});

describe("search cursors", () => {
  const id = "0b6f6a3e-6c1f-4d55-9a77-3f7d1c2b9e10";

  it("round-trips every sort's key", () => {
    const newest = { sort: "newest" as const, key: "2026-05-01 10:00:00.123456+00", id };
    expect(decodeCursor(encodeCursor(newest), "newest")).toEqual(newest);
    const price = { sort: "price_desc" as const, key: -1, id };
    expect(decodeCursor(encodeCursor(price), "price_desc")).toEqual(price);
  });

  it("refuses a cursor of another sort or a malformed one with invalid_cursor", () => {
    const cursor = encodeCursor({ sort: "price_asc", key: 1200, id });
    for (const [raw, sort] of [
      [cursor, "newest"],
      ["%%%", "newest"],
      [Buffer.from(JSON.stringify({ s: "newest", k: "yesterday", i: id })).toString("base64url"), "newest"],
      [Buffer.from(JSON.stringify({ s: "price_asc", k: 1.5, i: id })).toString("base64url"), "price_asc"],
    ] as const) {
      let error: unknown;
      try {
        decodeCursor(raw, sort);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("invalid_cursor");
    }
  });
});

describe("SearchTotals", () => {
  it("keeps capped totals for a while and never exact ones, however large", () => {
    let now = 0;
    const totals = new SearchTotals(() => now);
    const capped = SEARCH_TOTAL_CAP + 1;
    totals.remember("small", 999);
    totals.remember("exact", SEARCH_TOTAL_CAP);
    totals.remember("broad", capped);
    expect(totals.get("small")).toBeUndefined();
    expect(totals.get("exact")).toBeUndefined();
    expect(totals.get("broad")).toBe(capped);
    now += 29_000;
    expect(totals.get("broad")).toBe(capped);
    now += 2000;
    expect(totals.get("broad")).toBeUndefined();
    // What the bench prints as the hit rate: the expired lookup is a miss, like the small one.
    expect(totals.lookups).toEqual({ hits: 2, misses: 3 });
  });
});
