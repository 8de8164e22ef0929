import { describe, expect, it } from "vitest";
import { plusMore, unreadBadge } from "./badges.ts";

describe("unreadBadge", () => {
  it("shows nothing for zero", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
  });

  it("shows the count up to nine", () => {
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(9)).toBe("9");
  });

  it("caps at 9+ above nine", () => {
    expect(unreadBadge(10)).toBe("9+");
    expect(unreadBadge(50)).toBe("9+");
  });
});

describe("plusMore", () => {
  it("shows the first three and counts the rest", () => {
    expect(plusMore(["Fallowfield", "Withington", "Rusholme", "Hulme", "Didsbury"])).toEqual({
      shown: ["Fallowfield", "Withington", "Rusholme"],
      more: 2,
      moreLabel: "+2",
    });
  });

  it("has no label when everything fits", () => {
    expect(plusMore(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0, moreLabel: null });
    expect(plusMore([])).toEqual({ shown: [], more: 0, moreLabel: null });
    expect(plusMore(null)).toEqual({ shown: [], more: 0, moreLabel: null });
  });

  it("honours a custom limit, such as the four landlord summary avatars", () => {
    expect(plusMore([1, 2, 3, 4, 5, 6], 4)).toEqual({ shown: [1, 2, 3, 4], more: 2, moreLabel: "+2" });
  });
});
