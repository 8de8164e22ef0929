import { describe, expect, it } from "vitest";
import { toGroupForPrices } from "./housemate-group.ts";

const member = (
  display_name: string | null,
  budget_max: number | null,
  role: "admin" | "member" = "member",
) => ({
  user_id: display_name ?? "x",
  display_name,
  avatar_url: null,
  university: null,
  role,
  joined_at: "2026-11-26T00:00:00.000Z",
  budget_max,
});

describe("toGroupForPrices", () => {
  it("keeps each member's id, own budget and first name, the leader, and the group's per-person maximum", () => {
    expect(
      toGroupForPrices({
        budget_max: 650,
        members: [
          member("Sam Patel", 440, "admin"),
          member("  Alex  ", null),
          member(null, 500),
          member("", 600),
        ],
      }),
    ).toEqual({
      budgetMax: 650,
      members: [
        { id: "Sam Patel", leader: true, name: "Sam", budgetMax: 440 },
        { id: "  Alex  ", leader: false, name: "Alex", budgetMax: null },
        { id: "x", leader: false, name: null, budgetMax: 500 },
        { id: "", leader: false, name: null, budgetMax: 600 },
      ],
    });
  });

  it("takes the signed-in member's own budget from their profile, fresher than the group's copy", () => {
    const group = { budget_max: null, members: [member("Sam", 440), member("Alex", 500)] };
    expect(toGroupForPrices(group, { userId: "Alex", budgetMax: 560 }).members).toMatchObject([
      { name: "Sam", budgetMax: 440 },
      { name: "Alex", budgetMax: 560 },
    ]);
  });
});
