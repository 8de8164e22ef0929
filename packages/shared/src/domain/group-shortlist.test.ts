import { describe, expect, it } from "vitest";
import { byScore, everyonesIn, shortlistScore } from "./group-shortlist.ts";

describe("the shortlist's score", () => {
  it("adds 2 for yes, 1 for maybe and takes 2 for no", () => {
    expect(shortlistScore([])).toBe(0);
    expect(shortlistScore(["yes", "yes", "maybe"])).toBe(5);
    expect(shortlistScore(["yes", "no"])).toBe(0);
    expect(shortlistScore(["maybe", "no"])).toBe(-1);
  });

  it("orders by score, then the home added last first", () => {
    const homes = [
      { id: "a", score: 2, added_at: "2026-12-01T10:00:00.000Z" },
      { id: "b", score: 4, added_at: "2026-11-30T10:00:00.000Z" },
      { id: "c", score: 2, added_at: "2026-12-02T10:00:00.000Z" },
    ];
    expect([...homes].sort(byScore).map((h) => h.id)).toEqual(["b", "c", "a"]);
  });
});

describe("Everyone's in", () => {
  it("needs a yes from every current member, and only them", () => {
    expect(everyonesIn(["ann", "bob"], ["ann", "bob"])).toBe(true);
    expect(everyonesIn(["ann", "bob", "cat"], ["ann", "bob"])).toBe(false);
    // A former member's yes is not counted, nor needed.
    expect(everyonesIn(["ann"], ["ann", "former"])).toBe(true);
    expect(everyonesIn([], [])).toBe(false);
  });
});
