import { describe, expect, it } from "vitest";
import { EMAIL_FREQUENCIES } from "./notification-settings.ts";
import { PROPERTY_STATUSES } from "./property.ts";
import {
  combinedAlert,
  defaultSearchName,
  digestedAlerts,
  goesLiveForAlerts,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_TEXTS,
  SAVED_SEARCHES_MAX,
} from "./saved-searches.ts";

describe("defaultSearchName", () => {
  it("names the area, price range, bedrooms and keyword", () => {
    expect(
      defaultSearchName({ area: "fallowfield", min_price: 500, max_price: 1000, bedrooms: 2, q: "garden" }),
    ).toBe("Fallowfield, £500–£1,000, 2+ beds, “garden”");
    expect(defaultSearchName({})).toBe("All areas");
    expect(defaultSearchName({ max_price: 800 })).toBe("All areas, up to £800");
    expect(defaultSearchName({ min_price: 400, bedrooms: 0 })).toBe("All areas, from £400");
  });

  it("names the weekly price per person and the move-in date, as a student searches", () => {
    expect(defaultSearchName({ area: "fallowfield", max_pppw: 140, bedrooms: 4, move_in: "2027/28" })).toBe(
      "Fallowfield, up to £140 pppw, 4+ beds, moving in 2027/28",
    );
    expect(defaultSearchName({ min_pppw: 90, max_pppw: 150, move_in: "2027-09" })).toBe(
      "All areas, £90–£150 pppw, moving in September 2027",
    );
  });

  it("leaves out what does not fit whole rather than cutting a word", () => {
    const name = defaultSearchName({
      area: "fallowfield",
      min_price: 400,
      max_price: 900,
      min_pppw: 90,
      max_pppw: 150,
      bedrooms: 2,
      move_in: "2027/28",
    });
    expect(name).toBe("Fallowfield, £400–£900, £90–£150 pppw, 2+ beds");
  });

  it("names an area however its slug was spelt, and an area Roost does not know as given", () => {
    expect(defaultSearchName({ area: "victoria_park" })).toBe("Victoria Park");
    expect(defaultSearchName({ area: "sheffield" })).toBe("sheffield");
  });

  it("names a weekly price per person with only a lower bound", () => {
    expect(defaultSearchName({ min_pppw: 90 })).toBe("All areas, from £90 pppw");
  });

  it("leaves out a move-in date it cannot read", () => {
    expect(defaultSearchName({ area: "hulme", move_in: "next September" })).toBe("Hulme");
  });

  it("keeps a part that fits the limit exactly", () => {
    const name = defaultSearchName({ max_price: 800, q: "garden and off-street parking space" });
    expect(name).toBe("All areas, up to £800, “garden and off-street parking space”");
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
  });

  it("cuts a name of one long part to the limit", () => {
    const name = defaultSearchName({ q: "x".repeat(100) });
    expect(name).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(name).toBe(`All areas, “${"x".repeat(48)}`);
  });
});

describe("combinedAlert", () => {
  it("sends nothing when either the search's alert or the person's setting is off", () => {
    for (const other of EMAIL_FREQUENCIES) {
      expect(combinedAlert("off", other)).toBe("off");
      expect(combinedAlert(other, "off")).toBe("off");
    }
  });

  it("sends a daily digest when either asks for one and neither is off", () => {
    expect(combinedAlert("daily", "instant")).toBe("daily");
    expect(combinedAlert("instant", "daily")).toBe("daily");
    expect(combinedAlert("daily", "daily")).toBe("daily");
  });

  it("emails at once only when both the search and the setting say instantly", () => {
    expect(combinedAlert("instant", "instant")).toBe("instant");
  });
});

describe("digestedAlerts", () => {
  it("puts the daily searches' homes in the digest of someone who wants alerts at once", () => {
    expect(digestedAlerts("instant")).toEqual(["daily"]);
  });

  it("puts every alerting search's homes in the digest of someone who wants them daily", () => {
    expect(digestedAlerts("daily")).toEqual(["instant", "daily"]);
  });

  it("puts nothing in the digest of someone who switched saved-search emails off", () => {
    expect(digestedAlerts("off")).toEqual([]);
  });
});

describe("SAVED_SEARCH_TEXTS", () => {
  it("says how many searches may be kept and what to do at the limit", () => {
    expect(SAVED_SEARCHES_MAX).toBe(20);
    expect(SAVED_SEARCH_TEXTS.limitReached).toBe(
      "You can save up to 20 searches. Delete one you no longer need to save this one.",
    );
  });

  it("names the filters a search cannot be saved with", () => {
    expect(SAVED_SEARCH_TEXTS.unsupportedFilter(["map_bounds"])).toBe(
      "This search cannot be saved: saving the map_bounds filter is not supported yet.",
    );
    expect(SAVED_SEARCH_TEXTS.unsupportedFilter(["map_bounds", "sort"])).toBe(
      "This search cannot be saved: saving the map_bounds, sort filter is not supported yet.",
    );
    expect(SAVED_SEARCH_TEXTS.unknownArea).toBe(
      "This search cannot be saved: its area is not one Roost knows.",
    );
  });

  it("tells the person which home matched which of their searches", () => {
    expect(SAVED_SEARCH_TEXTS.matchTitle).toBe("New home for your saved search");
    expect(SAVED_SEARCH_TEXTS.matchMessage("Fallowfield, up to £800", "12 Landcross Road, M14")).toBe(
      '12 Landcross Road, M14 matches "Fallowfield, up to £800".',
    );
    expect(SAVED_SEARCH_TEXTS.emailSubject("Near uni", "12 Landcross Road, M14")).toBe(
      'New home for "Near uni": 12 Landcross Road, M14',
    );
    expect(SAVED_SEARCH_TEXTS.emailIntro).toBe(
      "A home matching your saved search has just gone live on Roost.",
    );
    expect(SAVED_SEARCH_TEXTS.emailMatched(["Fallowfield, up to £800", "Near uni"])).toBe(
      'Matches "Fallowfield, up to £800", "Near uni"',
    );
    expect(SAVED_SEARCH_TEXTS.digestHeading).toBe("New homes for your saved searches");
  });
});

describe("goesLiveForAlerts", () => {
  it("alerts only from draft, paused or expired to published or available", () => {
    const alerting = PROPERTY_STATUSES.flatMap((from) =>
      PROPERTY_STATUSES.filter((to) => goesLiveForAlerts(from, to)).map((to) => `${from}->${to}`),
    );
    expect(alerting).toEqual([
      "draft->published",
      "draft->available",
      "pause->published",
      "pause->available",
      "expired->published",
      "expired->available",
    ]);
  });
});
