import { describe, expect, it } from "vitest";
import {
  byScore,
  EVERYONES_IN,
  everyonesIn,
  SHORTLIST_VOTES,
  shortlistActivityText,
  shortlistScore,
  VOTE_LABELS,
} from "./group-shortlist.ts";

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
  it("offers the votes as Yes, Maybe and No, and names a home everyone wants", () => {
    expect(SHORTLIST_VOTES.map((vote) => VOTE_LABELS[vote])).toEqual(["Yes", "Maybe", "No"]);
    expect(EVERYONES_IN).toBe("Everyone's in");
  });

  it("needs a yes from every current member, and only them", () => {
    expect(everyonesIn(["ann", "bob"], ["ann", "bob"])).toBe(true);
    expect(everyonesIn(["ann", "bob", "cat"], ["ann", "bob"])).toBe(false);
    // A former member's yes is not counted, nor needed.
    expect(everyonesIn(["ann"], ["ann", "former"])).toBe(true);
    expect(everyonesIn([], [])).toBe(false);
  });
});

describe("the batched notification", () => {
  it("says who added how many homes, then the votes and comments, in one line", () => {
    expect(
      shortlistActivityText({
        added: [
          { name: "Sam", count: 3 },
          { name: "Ana", count: 1 },
        ],
        votes: 2,
        comments: 1,
      }),
    ).toBe(
      "Sam added 3 homes to the shortlist · Ana added 1 home to the shortlist · 2 new votes · 1 new comment",
    );
    expect(shortlistActivityText({ added: [], votes: 1, comments: 0 })).toBe("1 new vote");
    expect(shortlistActivityText({ added: [{ name: "Sam", count: 1 }], votes: 0, comments: 2 })).toBe(
      "Sam added 1 home to the shortlist · 2 new comments",
    );
  });
});
