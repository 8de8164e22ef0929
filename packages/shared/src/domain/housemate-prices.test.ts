import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  budgetFit,
  budgetsKnownText,
  type GroupBudgetVerdict,
  type GroupForPrices,
  groupBudgetVerdict,
  groupBudgetVerdictText,
  groupPerPersonMax,
  housematePrices,
  housemateSummary,
  perPersonMonthly,
  perPersonPerWeekText,
  perPersonRent,
  perWeek,
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

describe("housematePrices and its texts", () => {
  it("£480 each — fits all 4 budgets", () => {
    const prices = housematePrices(house(1920, 4, true), group([500, 480, 600, 700]));
    expect(prices).toMatchObject({ kind: "per_person", perPerson: 480, billsIncluded: true, rooms: null });
    expect(housemateSummary(prices)).toBe("£480 each — fits all 4 budgets");
  });

  it("over Sam's budget by £40", () => {
    expect(housemateSummary(housematePrices(house(1440, 3), group([440, 500, 600])))).toBe(
      "£480 each — over Sam's budget by £40",
    );
  });

  it("names two, counts three or more, and speaks of the group's budget", () => {
    expect(housemateSummary(housematePrices(house(1500, 3), group([450, 480, 600])))).toBe(
      "£500 each — over Sam's budget by £50 and Alex's budget by £20",
    );
    expect(housemateSummary(housematePrices(house(1800, 3), group([450, 480, 500])))).toBe(
      "£600 each — over 3 budgets (by up to £150)",
    );
    expect(housemateSummary(housematePrices(house(1000, 2), group([null, null], 450)))).toBe(
      "£500 each — over the group's budget by £50",
    );
  });

  it("says how many budgets are known when some are missing", () => {
    const prices = housematePrices(house(1200, 3), group([500, null, 450]));
    expect(housemateSummary(prices)).toBe("£400 each — fits the 2 known budgets");
    expect(prices.kind === "per_person" && budgetsKnownText(prices.fit)).toBe("2 of 3 budgets known");
    expect(housemateSummary(housematePrices(house(1200, 3), group([null, null, null])))).toBe(
      "£400 each — no budgets known yet",
    );
  });

  it("odd sizes: a group of 1 and a group of 5", () => {
    expect(housemateSummary(housematePrices(house(650, 1), group([700])))).toBe(
      "£650 each — fits your budget",
    );
    expect(housemateSummary(housematePrices(house(2001, 6), group([500, 500, 500, 500, 500])))).toBe(
      "£401 each — fits all 5 budgets",
    );
  });

  it("too small for the group", () => {
    const prices = housematePrices(house(1500, 2), group([500, 500, 500]));
    expect(prices).toEqual({ kind: "too_small", groupSize: 3 });
    expect(housemateSummary(prices)).toBe(TOO_SMALL_FOR_GROUP);
  });

  it("lists each room of a room advert with its own verdict", () => {
    const prices = housematePrices(roomsAdvert(520, 450, 600), group([500, 550]));
    expect(housemateSummary(prices)).toBe("From £450 each — fits all 2 budgets");
    expect(
      prices.kind === "per_person" && prices.rooms?.map((r) => [r.name, r.rent, r.fit.over.length]),
    ).toEqual([
      ["Room A", 520, 1],
      ["Room B", 450, 0],
      ["Room C", 600, 2],
    ]);
  });

  it("no price: nothing to say", () => {
    const prices = housematePrices({ monthlyRent: null, bedrooms: 3 }, group([500]));
    expect(prices).toEqual({ kind: "no_price" });
    expect(housemateSummary(prices)).toBe("");
  });
});

describe("the landlord's verdict", () => {
  it("covers when every budget is known and fits", () => {
    const v = groupBudgetVerdict(house(1800, 4), group([600, 700, 650, 900]));
    expect(v).toEqual({ verdict: "covers", known: 4, total: 4 });
    expect(groupBudgetVerdictText(v as GroupBudgetVerdict)).toBe(
      "Budgets cover the rent: all 4 members' budgets known",
    );
  });

  it("covers the known budgets, saying how many are known", () => {
    const v = groupBudgetVerdict(house(1800, 4), group([600, null, 650, 900])) as GroupBudgetVerdict;
    expect(v).toEqual({ verdict: "covers_known", known: 3, total: 4 });
    expect(groupBudgetVerdictText(v)).toBe("Budgets cover the rent: 3 of 4 members' budgets known");
  });

  it("falls short without saying whose budget or by how much", () => {
    const v = groupBudgetVerdict(house(1800, 4), group([400, null, 650, 900])) as GroupBudgetVerdict;
    expect(v).toEqual({ verdict: "short", known: 3, total: 4 });
    const text = groupBudgetVerdictText(v);
    expect(text).toBe("Budgets fall short of the rent: 3 of 4 members' budgets known");
    expect(text).not.toMatch(/Sam|£/);
  });

  it("is unknown with no budget at all, and absent when there is nothing to compare", () => {
    expect(groupBudgetVerdict(house(1800, 4), group([null, null]))).toEqual({
      verdict: "unknown",
      known: 0,
      total: 2,
    });
    expect(groupBudgetVerdict(house(1800, 4), group([null, null], 1000))?.verdict).toBe("covers_known");
    expect(groupBudgetVerdict(house(1800, 2), group([500, 500, 500]))).toBeNull();
    expect(groupBudgetVerdict({ monthlyRent: null, bedrooms: 4 }, group([500]))).toBeNull();
  });
});
