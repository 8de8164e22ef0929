import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  budgetFit,
  type GroupForPrices,
  groupPerPersonMax,
  perPersonMonthly,
  perPersonPerWeekText,
  perPersonRent,
  perWeek,
} from "./housemate-prices.ts";

const group = (budgets: (number | null)[], budgetMax: number | null = null): GroupForPrices => ({
  members: budgets.map((budgetMax, i) => ({
    name: ["Sam", "Alex", "Priya", "Jo", "Lewis"][i] ?? null,
    budgetMax,
  })),
  budgetMax,
});

const house = (monthlyRent: number, bedrooms: number, billsIncluded = false) => ({
  advertType: "whole_property",
  monthlyRent,
  bedrooms,
  billsIncluded,
});

const roomsAdvert = (...rents: (number | null)[]) => ({
  advertType: "individual_rooms",
  monthlyRent: 9999,
  bedrooms: null,
  rooms: rents.map((monthlyRent, i) => ({ name: `Room ${String.fromCharCode(65 + i)}`, monthlyRent })),
});

describe("perPersonRent", () => {
  it("splits a whole property evenly and rounds up to the pound, so the whole rent is paid", () => {
    expect(perPersonRent(house(1920, 4), 4)).toBe(480);
    expect(perPersonRent(house(1000, 3), 3)).toBe(334);
    expect(perPersonRent(house(1001, 5), 2)).toBe(501);
  });

  it("is too small when there are fewer bedrooms than people, and unknown bedrooms count as none", () => {
    expect(perPersonRent(house(1500, 3), 4)).toBe("too_small");
    expect(perPersonRent({ monthlyRent: 900, bedrooms: null }, 2)).toBe("too_small");
    expect(perPersonRent(house(700, 0), 1)).toBe("too_small");
  });

  it("has no figure without a price", () => {
    expect(perPersonRent({ monthlyRent: null, bedrooms: 4 }, 2)).toBeNull();
    expect(perPersonRent(roomsAdvert(null, null), 1)).toBeNull();
  });

  it("gives a room advert's cheapest priced room, never the stale property rent", () => {
    expect(perPersonRent(roomsAdvert(520, 450, null, 600), 3)).toBe(450);
    // Only 3 rooms have a price: a group of 4 does not fit.
    expect(perPersonRent(roomsAdvert(520, 450, null, 600), 4)).toBe("too_small");
  });

  it("treats a group size below one as one person", () => {
    expect(perPersonRent(house(800, 2), 0)).toBe(800);
  });

  it("property: the shares cover the rent and overpay by less than one pound each", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 10 }), (rent, size) => {
        const each = perPersonRent(house(rent, size), size);
        expect(typeof each).toBe("number");
        const share = each as number;
        expect(Number.isInteger(share)).toBe(true);
        expect(share * size).toBeGreaterThanOrEqual(rent);
        expect(share * size - rent).toBeLessThan(size);
      }),
    );
  });

  it("property: adding a bedroom never makes a fitting property too small", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 10 }),
        (rent, bedrooms, size) => {
          if (perPersonRent(house(rent, bedrooms), size) !== "too_small") {
            expect(perPersonRent(house(rent, bedrooms + 1), size)).not.toBe("too_small");
          }
        },
      ),
    );
  });
});

describe("per person, for anyone looking", () => {
  it("splits a whole home over its bedrooms, rounding up; a studio is one person's", () => {
    expect(perPersonMonthly({ monthlyRent: 1980, bedrooms: 4 })).toBe(495);
    expect(perPersonMonthly({ monthlyRent: 1981, bedrooms: 4 })).toBe(496);
    expect(perPersonMonthly({ monthlyRent: 1000, bedrooms: 3 })).toBe(334);
    expect(perPersonMonthly({ monthlyRent: 850, bedrooms: 0 })).toBe(850);
    expect(perPersonMonthly({ monthlyRent: 850, bedrooms: null })).toBe(850);
    expect(perPersonMonthly({ monthlyRent: null, bedrooms: 2 })).toBeNull();
  });

  it("is a room advert's cheapest priced room", () => {
    const rooms = [{ monthlyRent: 520 }, { monthlyRent: "" }, { monthlyRent: 450.5 }];
    expect(perPersonMonthly({ advertType: "individual_rooms", rooms, monthlyRent: 9000 })).toBe(451);
    expect(perPersonMonthly({ advertType: "individual_rooms", rooms: [{ monthlyRent: "" }] })).toBeNull();
  });

  it("per week is the monthly figure × 12 ÷ 52, rounded up to the pound", () => {
    expect(perWeek(650)).toBe(150); // exactly 150
    expect(perWeek(651)).toBe(151); // 150.23
    expect(perWeek(495)).toBe(115); // 114.23
    expect(perWeek(0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (monthly) => {
        const weekly = perWeek(monthly);
        // Never under the monthly figure, and never a pound more than needed.
        return weekly * 52 >= monthly * 12 && (weekly - 1) * 52 < monthly * 12;
      }),
    );
  });

  it("is written as students compare homes", () => {
    expect(perPersonPerWeekText({ monthlyRent: 1980, bedrooms: 4 })).toBe("£115 pppw");
    expect(perPersonPerWeekText({ advertType: "individual_rooms", rooms: [{ monthlyRent: 450 }] })).toBe(
      "£104 pppw",
    );
    expect(perPersonPerWeekText({ monthlyRent: null })).toBeNull();
  });
});

describe("budgetFit", () => {
  it("names each member the rent is over and by how much, and the group's own budget", () => {
    const fit = budgetFit(480, group([500, 440, null, 470], 450));
    expect(fit.over).toEqual([
      { name: "Alex", by: 40 },
      { name: "Jo", by: 10 },
      { name: null, by: 30 },
    ]);
    expect(fit).toMatchObject({ known: 3, total: 4, fitsKnown: false, fitsAll: false });
  });

  it("fits all only when every member's budget is known", () => {
    expect(budgetFit(480, group([500, 480, 600]))).toMatchObject({
      fitsKnown: true,
      fitsAll: true,
      known: 3,
    });
    expect(budgetFit(480, group([500, null, 600]))).toMatchObject({
      fitsKnown: true,
      fitsAll: false,
      known: 2,
    });
    expect(budgetFit(480, group([null, null]))).toMatchObject({ fitsKnown: true, fitsAll: false, known: 0 });
  });

  it("calls a nameless member 'a housemate'", () => {
    expect(budgetFit(500, { members: [{ name: null, budgetMax: 450 }], budgetMax: null }).over).toEqual([
      { name: "a housemate", by: 50 },
    ]);
  });

  it("property: a rent fits every known budget exactly when it is at most groupPerPersonMax", () => {
    const budget = fc.option(fc.integer({ min: 1, max: 3000 }), { nil: null });
    fc.assert(
      fc.property(
        fc.array(budget, { minLength: 1, maxLength: 10 }),
        budget,
        fc.integer({ min: 1, max: 3000 }),
        (budgets, groupMax, rent) => {
          const g = group(budgets, groupMax);
          const max = groupPerPersonMax(g);
          expect(budgetFit(rent, g).fitsKnown).toBe(max === null || rent <= max);
        },
      ),
    );
  });
});
