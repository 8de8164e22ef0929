import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BudgetFit,
  billsText,
  budgetFit,
  budgetsKnownText,
  fitText,
  type GroupForPrices,
  groupPerPersonMax,
  perPersonMonthly,
  perPersonPerWeekText,
  perPersonRent,
  perWeek,
  pricedRooms,
  TOO_SMALL_FOR_GROUP,
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

describe("pricedRooms", () => {
  it("lists a room advert's priced rooms with their place in the advert, rounded up to the pound", () => {
    const listing = {
      advertType: "individual_rooms",
      rooms: [
        { name: "Front double", monthlyRent: 540 },
        { name: "Box room", monthlyRent: null },
        { name: "  Attic  ", monthlyRent: "455.50" },
      ],
    };
    expect(pricedRooms(listing)).toEqual([
      { index: 0, name: "Front double", rent: 540 },
      { index: 2, name: "Attic", rent: 456 },
    ]);
  });

  it("names a room without a name by its place in the advert, counting from one", () => {
    const rooms = [{ monthlyRent: 500 }, { name: "   ", monthlyRent: 480 }, { name: null, monthlyRent: 470 }];
    expect(pricedRooms({ advertType: "individual_rooms", rooms }).map((room) => room.name)).toEqual([
      "Room 1",
      "Room 2",
      "Room 3",
    ]);
  });

  it("has no rooms when the advert lists none", () => {
    expect(pricedRooms({ advertType: "individual_rooms", rooms: null })).toEqual([]);
    expect(pricedRooms({ advertType: "individual_rooms" })).toEqual([]);
  });
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

  it("counts only whole people in a group size", () => {
    expect(perPersonRent(house(1200, 2), 2.5)).toBe(600);
    expect(perPersonRent(roomsAdvert(520, 450), 2.9)).toBe(450);
  });

  it("does not split a room advert's rooms: each person rents one", () => {
    expect(perPersonRent(roomsAdvert(520, 450, 600), 1)).toBe(450);
    expect(perPersonRent(roomsAdvert(520, 450, 600), 3)).toBe(450);
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

  it("holds each member's own share to their budget, and the largest share to the group's", () => {
    const fit = budgetFit([500, 460, 430], group([480, 480, 480], 490));
    expect(fit.over).toEqual([
      { name: "Sam", by: 20 },
      { name: null, by: 10 },
    ]);
    expect(fit).toMatchObject({ known: 3, total: 3, fitsKnown: false, fitsAll: false });
  });

  it("counts a member the shares leave out as paying nothing", () => {
    expect(budgetFit([520], group([500, 300]))).toMatchObject({
      over: [{ name: "Sam", by: 20 }],
      known: 2,
      total: 2,
    });
  });

  it("holds even a group with no members to its own budget, but never says it fits all", () => {
    const empty = { members: [], budgetMax: 450 };
    expect(budgetFit(480, empty)).toEqual({
      known: 0,
      total: 0,
      over: [{ name: null, by: 30 }],
      fitsKnown: false,
      fitsAll: false,
    });
    expect(budgetFit(400, empty)).toMatchObject({ fitsKnown: true, fitsAll: false });
  });

  it("is not over a budget the share exactly meets", () => {
    expect(budgetFit(480, group([480, 480], 480))).toMatchObject({ over: [], fitsAll: true });
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

describe("groupPerPersonMax", () => {
  it("is the lowest known budget, the members' and the group's", () => {
    expect(groupPerPersonMax(group([500, null, 470], 480))).toBe(470);
    expect(groupPerPersonMax(group([500, 520], 480))).toBe(480);
    expect(groupPerPersonMax(group([null, null], null))).toBeNull();
  });
});

describe("texts", () => {
  const fit = (over: BudgetFit["over"], known: number, total: number): BudgetFit => ({
    known,
    total,
    over,
    fitsKnown: over.length === 0,
    fitsAll: over.length === 0 && known === total && total > 0,
  });

  it("says how many of the group's budgets are known", () => {
    expect(budgetsKnownText({ known: 3, total: 4 })).toBe("3 of 4 budgets known");
    expect(budgetsKnownText({ known: 0, total: 1 })).toBe("0 of 1 budget known");
  });

  it("names one or two budgets the rent is over, with the possessive English writes", () => {
    expect(fitText(fit([{ name: "Sam", by: 40 }], 4, 4))).toBe("over Sam's budget by £40");
    expect(fitText(fit([{ name: "James", by: 15 }], 2, 2))).toBe("over James' budget by £15");
    expect(fitText(fit([{ name: null, by: 25 }], 0, 3))).toBe("over the group's budget by £25");
    expect(
      fitText(
        fit(
          [
            { name: "Sam", by: 40 },
            { name: "Alex", by: 10 },
          ],
          4,
          4,
        ),
      ),
    ).toBe("over Sam's budget by £40 and Alex's budget by £10");
  });

  it("counts three or more budgets the rent is over, with the most it is over by", () => {
    const over = [
      { name: "Sam", by: 40 },
      { name: "Alex", by: 60 },
      { name: null, by: 5 },
    ];
    expect(fitText(fit(over, 4, 4))).toBe("over 3 budgets (by up to £60)");
  });

  it("says a rent fits only as far as the budgets are known", () => {
    expect(fitText(fit([], 4, 4))).toBe("fits all 4 budgets");
    expect(fitText(fit([], 1, 1))).toBe("fits your budget");
    expect(fitText(fit([], 3, 4))).toBe("fits the 3 known budgets");
    expect(fitText(fit([], 1, 3))).toBe("fits the 1 known budget");
    expect(fitText(fit([], 0, 3))).toBe("no budgets known yet");
  });

  it("says whether the bills come on top of the rent", () => {
    expect(billsText(true)).toBe("bills included");
    expect(billsText(false)).toBe("plus bills");
  });

  it("says a home has too few rooms for the group", () => {
    expect(TOO_SMALL_FOR_GROUP).toBe("Too small for your group");
  });
});
