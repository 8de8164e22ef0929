import { describe, expect, it } from "vitest";
import { effectiveMonthlyRent, formatPounds, lowestRoomRent, parseRent, priceDisplay } from "./price.ts";

describe("formatPounds", () => {
  it("formats whole pounds in en-GB", () => {
    expect(formatPounds(1250)).toBe("£1,250");
    expect(formatPounds(0)).toBe("£0");
    expect(formatPounds(12_500_000)).toBe("£12,500,000");
  });

  it("rounds pence away", () => {
    expect(formatPounds(999.5)).toBe("£1,000");
    expect(formatPounds(649.49)).toBe("£649");
  });
});

describe("parseRent", () => {
  it("accepts positive numbers and numeric strings", () => {
    expect(parseRent(650)).toBe(650);
    expect(parseRent(" 700 ")).toBe(700);
  });

  it("rejects missing, zero, negative and junk values", () => {
    for (const value of [null, undefined, 0, -5, "", "  ", "abc", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseRent(value)).toBeNull();
    }
  });
});

describe("lowestRoomRent", () => {
  it("returns the cheapest valid room", () => {
    expect(lowestRoomRent([{ monthlyRent: 700 }, { monthlyRent: "550" }, { monthlyRent: 610 }])).toBe(550);
  });

  it("ignores rooms with missing or invalid rent", () => {
    expect(lowestRoomRent([{ monthlyRent: 0 }, {}, { monthlyRent: "n/a" }, { monthlyRent: 640 }])).toBe(640);
  });

  it("skips an empty entry in the stored rooms list", () => {
    // Rooms come from a JSON column written by a form: a null entry must not hide the other rooms.
    const rooms = JSON.parse('[null, {"monthlyRent": 575}]');
    expect(lowestRoomRent(rooms)).toBe(575);
  });

  it("is null when no room has a rent", () => {
    expect(lowestRoomRent([])).toBeNull();
    expect(lowestRoomRent([{ monthlyRent: null }])).toBeNull();
    expect(lowestRoomRent(null)).toBeNull();
  });
});

describe("priceDisplay", () => {
  it("shows the whole-property rent per month", () => {
    expect(priceDisplay({ advertType: "whole_property", monthlyRent: 1250 })).toBe("£1,250 per month");
  });

  it("treats a missing advert type as whole property", () => {
    expect(priceDisplay({ monthlyRent: 800 })).toBe("£800 per month");
  });

  it("shows 'From' the lowest room rent for individual rooms", () => {
    expect(
      priceDisplay({
        advertType: "individual_rooms",
        monthlyRent: 2000,
        rooms: [{ monthlyRent: 720 }, { monthlyRent: 595 }, { monthlyRent: null }],
      }),
    ).toBe("From £595 per month");
  });

  it("shows 'Contact for price' when nothing usable is there", () => {
    expect(priceDisplay({ advertType: "whole_property", monthlyRent: null })).toBe("Contact for price");
    expect(priceDisplay({ advertType: "whole_property", monthlyRent: 0 })).toBe("Contact for price");
    expect(priceDisplay({})).toBe("Contact for price");
    expect(priceDisplay({ advertType: "individual_rooms", monthlyRent: 900, rooms: [] })).toBe(
      "Contact for price",
    );
    expect(priceDisplay({ advertType: "individual_rooms", monthlyRent: 900 })).toBe("Contact for price");
  });
});

describe("effectiveMonthlyRent", () => {
  it("is the monthly rent for whole-property adverts", () => {
    expect(effectiveMonthlyRent({ advertType: "whole_property", monthlyRent: 1100 })).toBe(1100);
  });

  it("is the lowest room rent for room adverts", () => {
    expect(
      effectiveMonthlyRent({
        advertType: "individual_rooms",
        rooms: [{ monthlyRent: 500 }, { monthlyRent: 450 }],
      }),
    ).toBe(450);
  });

  it("is null when no rent is known", () => {
    expect(effectiveMonthlyRent({ advertType: "individual_rooms", monthlyRent: 900, rooms: [] })).toBeNull();
    expect(effectiveMonthlyRent({ monthlyRent: undefined })).toBeNull();
  });
});
