import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GroupForPrices, ListingForGroup } from "./housemate-prices.ts";
import { TOO_SMALL_FOR_GROUP } from "./housemate-prices.ts";
import {
  BILLS_ESTIMATE,
  defaultBillsPerPerson,
  type GroupBudgetVerdict,
  groupBudgetVerdict,
  groupBudgetVerdictText,
  type HousemateShares,
  housemateShares,
  housemateSummary,
  PREMIUMS_OVER_RENT,
} from "./housemate-shares.ts";
import { splitWholePounds } from "./whole-pound-split.ts";

const NAMES = ["Sam", "Alex", "Priya", "Jo", "Lewis", "Mia", "Noah", "Ava"];

/** Members named in order, the first the leader, with the given budgets. */
const housemates = (budgets: (number | null)[], budgetMax: number | null = null): GroupForPrices => ({
  members: budgets.map((budget, i) => ({
    id: `u${i}`,
    name: NAMES[i] ?? null,
    leader: i === 0,
    budgetMax: budget,
  })),
  budgetMax,
});

const home = (
  monthlyRent: number,
  bedrooms: number,
  extra: Partial<ListingForGroup> = {},
): ListingForGroup => ({
  advertType: "whole_property",
  monthlyRent,
  bedrooms,
  ...extra,
});

const rooms = (...rents: (number | null)[]): ListingForGroup => ({
  advertType: "individual_rooms",
  monthlyRent: 9999,
  bedrooms: null,
  rooms: rents.map((monthlyRent, i) => ({ name: `Room ${String.fromCharCode(65 + i)}`, monthlyRent })),
});

function sharesOf(result: HousemateShares) {
  if (result.kind !== "shares") throw new Error(`no shares: ${result.kind}`);
  return result;
}

const rentsOf = (result: HousemateShares) => sharesOf(result).shares.map((s) => s.rent);

describe("splitWholePounds", () => {
  it("gives the pounds an even split leaves over to the leader", () => {
    expect(splitWholePounds(1900, [1, 1, 1], 0)).toEqual([634, 633, 633]);
    expect(splitWholePounds(1900, [1, 1, 1], 2)).toEqual([633, 633, 634]);
    expect(splitWholePounds(1003, [1, 1, 1, 1, 1], 1)).toEqual([200, 203, 200, 200, 200]);
  });

  it("follows the weights, and splits evenly when none has weight", () => {
    expect(splitWholePounds(500, [450, 550], 0)).toEqual([225, 275]);
    expect(splitWholePounds(10, [0, 0], 1)).toEqual([5, 5]);
    expect(splitWholePounds(0, [1, 2], 0)).toEqual([0, 0]);
    expect(splitWholePounds(7, [], 0)).toEqual([]);
  });

  it("property: the parts are whole pounds, never negative, and add up to the amount exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 10 }),
        fc.nat(12),
        (total, weights, leader) => {
          const parts = splitWholePounds(total, weights, leader);
          expect(parts).toHaveLength(weights.length);
          expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        },
      ),
    );
  });
});

describe("what each housemate really pays: a whole home", () => {
  it("splits the rent in whole pounds that add up to it, the leftover to the leader", () => {
    const result = housemateShares(home(1900, 3), housemates([700, 700, 700]));
    expect(rentsOf(result)).toEqual([634, 633, 633]);
    expect(sharesOf(result).rent).toBe(1900);
    expect(housemateSummary(result)).toBe("£633–£634 each — fits all 3 budgets");
  });

  it("gives the leftover pounds, and the deposit's, to the leader wherever they are in the group", () => {
    const group = housemates([null, null, null]);
    const ledByPriya = { ...group, members: group.members.map((m, i) => ({ ...m, leader: i === 2 })) };
    const result = sharesOf(housemateShares(home(1900, 3, { deposit: 2000 }), ledByPriya));
    expect(result.shares.map((s) => [s.name, s.leader, s.rent, s.deposit])).toEqual([
      ["Sam", false, 633, 666],
      ["Alex", false, 633, 666],
      ["Priya", true, 634, 668],
    ]);
  });

  it("says by how much each member's share is over their own budget, and nothing within or unknown", () => {
    const result = sharesOf(housemateShares(home(1800, 4), housemates([430, 450, null, 500])));
    expect(result.shares.map((s) => s.overBy)).toEqual([20, null, null, null]);
  });

  it("shows one person's share before anyone has joined the group", () => {
    const result = sharesOf(housemateShares(home(1400, 2), { members: [], budgetMax: null }));
    expect(result.shares).toHaveLength(1);
    expect(result.shares[0]).toMatchObject({ name: null, leader: false, rent: 1400, overBy: null });
  });

  it("£480 each when it splits evenly", () => {
    expect(housemateSummary(housemateShares(home(1920, 4), housemates([500, 480, 600, 700])))).toBe(
      "£480 each — fits all 4 budgets",
    );
  });

  it("checks each member against their own share, not a rounded-up one", () => {
    // Alex's budget is £633: the even share rounded up (£634) would wrongly put him over.
    const result = housemateShares(home(1900, 3), housemates([700, 633, 700]));
    expect(housemateSummary(result)).toBe("£633–£634 each — fits all 3 budgets");
    const leaderShort = housemateShares(home(1900, 3), housemates([633, 700, 700]));
    expect(housemateSummary(leaderShort)).toBe("£633–£634 each — over Sam's budget by £1");
  });

  it("adds premiums for larger rooms and shares the rest", () => {
    const result = housemateShares(home(1800, 3), housemates([null, null, null]), {
      choices: { premiums: { u1: 60 } },
    });
    expect(rentsOf(result)).toEqual([580, 640, 580]);
    expect(sharesOf(result).shares.map((s) => s.premium)).toEqual([0, 60, 0]);
  });

  it("refuses premiums that come to more than the rent", () => {
    const result = housemateShares(home(900, 2), housemates([null, null]), {
      choices: { premiums: { u0: 500, u1: 401 } },
    });
    expect(result).toEqual({ kind: "premiums_over_rent", rent: 900, premiums: 901 });
    expect(housemateSummary(result)).toBe(PREMIUMS_OVER_RENT);
    expect(PREMIUMS_OVER_RENT).toBe("The premiums come to more than the rent");
  });

  it("accepts premiums that come to the whole rent, leaving nothing to share", () => {
    const result = housemateShares(home(900, 2), housemates([null, null]), {
      choices: { premiums: { u0: 500, u1: 400 } },
    });
    expect(rentsOf(result)).toEqual([500, 400]);
  });

  it("splits the deposit in proportion to the rent, adding up to it", () => {
    const result = housemateShares(home(1800, 3, { deposit: 2076 }), housemates([null, null, null]), {
      choices: { premiums: { u1: 60 } },
    });
    const deposits = sharesOf(result).shares.map((s) => s.deposit);
    expect(deposits).toEqual([670, 738, 668]);
    expect(deposits.reduce((a, b) => (a ?? 0) + (b ?? 0), 0)).toBe(2076);
    const noDeposit = sharesOf(housemateShares(home(1800, 3), housemates([null, null, null])));
    expect(noDeposit.deposit).toBeNull();
    expect(noDeposit.shares.map((s) => s.deposit)).toEqual([null, null, null]);
  });

  it("adds the bills estimate unless the rent includes bills, or the group's own figure", () => {
    const plain = sharesOf(housemateShares(home(1600, 4), housemates([null, null, null, null])));
    expect(plain.shares.map((s) => s.bills)).toEqual(Array(4).fill(defaultBillsPerPerson(4)));
    expect(plain.billsSource).toBe("estimate");
    const own = sharesOf(
      housemateShares(home(1600, 4), housemates([null, null, null, null]), { billsPerPerson: 75 }),
    );
    expect(own.shares[0]?.bills).toBe(75);
    expect(own.billsSource).toBe("group");
    const included = sharesOf(housemateShares(home(1600, 4, { billsIncluded: true }), housemates([null])));
    expect(included.shares[0]?.bills).toBeNull();
  });

  it("is too small with fewer bedrooms than people; no price, nothing to say", () => {
    const small = housemateShares(home(1500, 2), housemates([500, 500, 500]));
    expect(small).toEqual({ kind: "too_small", groupSize: 3 });
    expect(housemateSummary(small)).toBe(TOO_SMALL_FOR_GROUP);
    expect(housemateSummary(housemateShares({ monthlyRent: null, bedrooms: 3 }, housemates([500])))).toBe("");
  });
});

describe("what each housemate really pays: a room advert", () => {
  it("counts the cheapest rooms for members who have not claimed one", () => {
    const result = sharesOf(housemateShares(rooms(520, 450, 600), housemates([500, 500])));
    expect(result.shares.map((s) => [s.room?.name, s.room?.claimed, s.rent])).toEqual([
      ["Room B", false, 450],
      ["Room A", false, 520],
    ]);
    expect(result.rent).toBe(970);
    expect(housemateSummary(result)).toBe("£450–£520 each — over Alex's budget by £20");
  });

  it("counts the first listed of equally priced rooms", () => {
    const result = sharesOf(housemateShares(rooms(450, 450, 450, 520), housemates([null, null])));
    expect(result.shares.map((s) => s.room?.name)).toEqual(["Room A", "Room B"]);
  });

  it("follows the rooms members claimed", () => {
    const result = housemateShares(rooms(520, 450, 600), housemates([700, 500]), {
      choices: { rooms: { u0: 2 } },
    });
    expect(sharesOf(result).shares.map((s) => [s.room?.name, s.room?.claimed, s.rent])).toEqual([
      ["Room C", true, 600],
      ["Room B", false, 450],
    ]);
  });

  it("ignores a claim on a room without a price or taken by an earlier member", () => {
    const result = housemateShares(rooms(520, null, 600, 480), housemates([null, null]), {
      choices: { rooms: { u0: 1, u1: 1 } },
    });
    expect(rentsOf(result)).toEqual([480, 520]);
  });

  it("is too small without a priced room each", () => {
    expect(housemateShares(rooms(520, null), housemates([null, null]))).toEqual({
      kind: "too_small",
      groupSize: 2,
    });
  });
});

describe("the bills estimate", () => {
  it("is the household's energy and water a month, shared, rounded up to the pound", () => {
    const monthly = (BILLS_ESTIMATE.energyPerYear + BILLS_ESTIMATE.waterPerYear) / 12;
    expect(defaultBillsPerPerson(1)).toBe(Math.ceil(monthly));
    expect(defaultBillsPerPerson(4)).toBe(Math.ceil(monthly / 4));
    expect(defaultBillsPerPerson(0)).toBe(defaultBillsPerPerson(1));
    expect(BILLS_ESTIMATE.source).toMatch(/Ofgem/);
    expect(BILLS_ESTIMATE.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("property: shares always add up", () => {
  it("a whole home's shares are whole pounds adding up to the rent, with any premiums", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 8, maxLength: 8 }),
        fc.nat(7),
        (rent, size, premiumList, leader) => {
          const group = housemates(Array(size).fill(null));
          const members = group.members.map((m, i) => ({ ...m, leader: i === leader % size }));
          const premiums = Object.fromEntries(members.map((m, i) => [m.id, premiumList[i] ?? 0]));
          const result = housemateShares(home(rent, size), { ...group, members }, { choices: { premiums } });
          const premiumTotal = members.reduce((sum, _, i) => sum + (premiumList[i] ?? 0), 0);
          if (premiumTotal > rent) {
            expect(result.kind).toBe("premiums_over_rent");
            return;
          }
          const rents = rentsOf(result);
          expect(rents.every((r) => Number.isInteger(r) && r >= 0)).toBe(true);
          expect(rents.reduce((a, b) => a + b, 0)).toBe(rent);
          // Without premiums only the leader pays more than the others, by less than one pound each.
          if (premiumTotal === 0) {
            const base = Math.floor(rent / size);
            rents.forEach((r, i) => {
              expect(r - base).toBeLessThan(i === leader % size ? size : 1);
            });
          }
        },
      ),
    );
  });

  it("a room advert's shares are the rents of distinct rooms, whatever is claimed", () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 100, max: 2_000 }), { nil: null }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.nat(11), { minLength: 8, maxLength: 8 }),
        (roomRents, size, claimList) => {
          const group = housemates(Array(size).fill(null));
          const claims = Object.fromEntries(group.members.map((m, i) => [m.id, claimList[i] ?? 0]));
          const result = housemateShares(rooms(...roomRents), group, { choices: { rooms: claims } });
          const priced = roomRents.filter((r) => r !== null).length;
          if (priced === 0) {
            expect(result.kind).toBe("no_price");
            return;
          }
          if (priced < size) {
            expect(result.kind).toBe("too_small");
            return;
          }
          const taken = sharesOf(result).shares.map((s) => s.room?.index);
          expect(new Set(taken).size).toBe(size);
          expect(sharesOf(result).rent).toBe(
            taken.reduce((sum: number, index) => sum + (roomRents[index as number] ?? 0), 0),
          );
        },
      ),
    );
  });
});

describe("the landlord's verdict", () => {
  it("covers when every budget is known and fits", () => {
    const v = groupBudgetVerdict(home(1800, 4), housemates([600, 700, 650, 900]));
    expect(v).toEqual({ verdict: "covers", known: 4, total: 4 });
    expect(groupBudgetVerdictText(v as GroupBudgetVerdict)).toBe(
      "Budgets cover the rent: all 4 members' budgets known",
    );
  });

  it("covers the known budgets, saying how many are known", () => {
    const v = groupBudgetVerdict(home(1800, 4), housemates([600, null, 650, 900])) as GroupBudgetVerdict;
    expect(v).toEqual({ verdict: "covers_known", known: 3, total: 4 });
    expect(groupBudgetVerdictText(v)).toBe("Budgets cover the rent: 3 of 4 members' budgets known");
  });

  it("falls short without saying whose budget or by how much", () => {
    const v = groupBudgetVerdict(home(1800, 4), housemates([400, null, 650, 900])) as GroupBudgetVerdict;
    expect(v).toEqual({ verdict: "short", known: 3, total: 4 });
    const text = groupBudgetVerdictText(v);
    expect(text).toBe("Budgets fall short of the rent: 3 of 4 members' budgets known");
    expect(text).not.toMatch(/Sam|£/);
  });

  it("is judged on the split the group chose and on real shares, not rounded-up ones", () => {
    // £1,900 for three: £634 for the leader, £633 for the others, whose budget is £633.
    expect(groupBudgetVerdict(home(1900, 3), housemates([700, 633, 633]))?.verdict).toBe("covers");
    const premium = { premiums: { u1: 100 } };
    expect(groupBudgetVerdict(home(1900, 3), housemates([700, 633, 633]), premium)?.verdict).toBe("short");
  });

  it("speaks of the one member's budget in a group of one", () => {
    expect(groupBudgetVerdictText({ verdict: "covers", known: 1, total: 1 })).toBe(
      "Budgets cover the rent: the member's budget known",
    );
    expect(groupBudgetVerdictText({ verdict: "short", known: 1, total: 1 })).toBe(
      "Budgets fall short of the rent: 1 of 1 member's budget known",
    );
  });

  it("is unknown with no budget at all, and absent when there is nothing to compare", () => {
    expect(groupBudgetVerdictText({ verdict: "unknown", known: 0, total: 3 })).toBe(
      "Budgets not known: no member has given one yet",
    );
    expect(groupBudgetVerdict(home(1800, 4), housemates([null, null]))).toEqual({
      verdict: "unknown",
      known: 0,
      total: 2,
    });
    expect(groupBudgetVerdict(home(1800, 4), housemates([null, null], 1000))?.verdict).toBe("covers_known");
    expect(groupBudgetVerdict(home(1800, 2), housemates([500, 500, 500]))).toBeNull();
    expect(groupBudgetVerdict({ monthlyRent: null, bedrooms: 4 }, housemates([500]))).toBeNull();
  });
});
