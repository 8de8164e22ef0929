import { describe, expect, it } from "vitest";
import {
  type AdvertisedRent,
  advertisedCap,
  annualRent,
  DEPOSIT_SCHEME_LABELS,
  DEPOSIT_SCHEMES,
  LET_KIND_LABELS,
  LET_KINDS,
  RENT_PERIODS,
  rentText,
  rulesOf,
  type TenancyTerms,
  type TermsContext,
  tenantParts,
  tenantRents,
  termsErrors,
} from "./tenancy-terms.ts";

const WHOLE_HOME: AdvertisedRent = { advertType: "whole_property", monthlyRent: 1900, roomRents: [] };
const context: TermsContext = { tenants: 3, advertised: WHOLE_HOME, today: "2026-12-02" };

const terms = (overrides: Partial<TenancyTerms> = {}): TenancyTerms => ({
  letKind: "assured",
  tenancyType: "joint",
  startDate: "2027-07-01",
  endDate: null,
  rentPeriod: "monthly",
  rents: [1900],
  deposit: 2000,
  holdingDeposit: 400,
  rentInAdvance: 1900,
  billsIncluded: false,
  depositScheme: "dps",
  permittedOccupiers: [],
  ...overrides,
});

describe("the terms of an assured tenancy", () => {
  it("accepts terms within every rule", () => {
    expect(termsErrors(terms(), context)).toEqual({});
  });

  // £1,900 a month is £22,800 a year: one week's rent is £438.46, five weeks' £2,192.31.
  it("caps the holding deposit at one week's rent, to the pound", () => {
    expect(termsErrors(terms({ holdingDeposit: 438 }), context)).toEqual({});
    expect(termsErrors(terms({ holdingDeposit: 439 }), context)).toEqual({
      holdingDeposit: "A holding deposit can be at most one week's rent: £438",
    });
  });

  it("caps the deposit at five weeks' rent, six from £50,000 a year", () => {
    expect(termsErrors(terms({ deposit: 2192 }), context)).toEqual({});
    expect(termsErrors(terms({ deposit: 2193 }), context).deposit).toBe(
      "The deposit can be at most 5 weeks' rent: £2,192",
    );
    const dear = { ...context, advertised: { ...WHOLE_HOME, monthlyRent: 4200 } };
    expect(termsErrors(terms({ rents: [4200], deposit: 5815, rentInAdvance: 0 }), dear)).toEqual({});
    expect(termsErrors(terms({ rents: [4200], deposit: 5816, rentInAdvance: 0 }), dear).deposit).toBe(
      "The deposit can be at most 6 weeks' rent: £5,815",
    );
  });

  it("caps rent in advance at one month's rent, or 28 days' for weekly rent", () => {
    expect(termsErrors(terms({ rentInAdvance: 1901 }), context).rentInAdvance).toBe(
      "Rent in advance can be at most one month's rent: £1,900",
    );
    const weekly = terms({ rentPeriod: "weekly", rents: [400], rentInAdvance: 1600, deposit: 0 });
    expect(termsErrors(weekly, context)).toEqual({});
    expect(termsErrors({ ...weekly, rentInAdvance: 1601 }, context).rentInAdvance).toBe(
      "Rent in advance can be at most 28 days' rent: £1,600",
    );
  });

  it("refuses a rent above the advertised rent, compared over a year", () => {
    expect(termsErrors(terms({ rents: [1901] }), context).rents).toBe(
      "The rent can't be more than the advertised £1,900 a month: no offer above the advertised rent may be accepted",
    );
    // £439 a week is £22,828 a year: above £1,900 a month.
    expect(
      termsErrors(terms({ rentPeriod: "weekly", rents: [439], deposit: 0, rentInAdvance: 0 }), context).rents,
    ).toBeDefined();
    expect(
      termsErrors(terms({ rentPeriod: "weekly", rents: [438], deposit: 0, rentInAdvance: 0 }), context),
    ).toEqual({});
  });

  it("refuses an end date and a rent period longer than a month", () => {
    expect(termsErrors(terms({ endDate: "2028-06-30" }), context).endDate).toMatch(/has no end date/);
    expect(termsErrors(terms({ rentPeriod: "quarterly", rents: [5700] }), context).rentPeriod).toBe(
      "An assured tenancy's rent period can't be longer than a month",
    );
  });

  it("asks for the deposit's scheme when a deposit is taken", () => {
    expect(termsErrors(terms({ depositScheme: null }), context).depositScheme).toBe(
      "Choose the scheme that will protect the deposit",
    );
    expect(termsErrors(terms({ depositScheme: null, deposit: 0 }), context)).toEqual({});
  });

  it("refuses a start date in the past", () => {
    expect(termsErrors(terms({ startDate: "2026-12-01" }), context).startDate).toBe(
      "The start date can't be in the past",
    );
    expect(termsErrors(terms({ startDate: "2026-12-02" }), context)).toEqual({});
  });
});

describe("lets the Renters' Rights Act does not cover", () => {
  it("may have an end date and a longer rent period, but keep the Tenant Fees Act's caps", () => {
    const lodgers = terms({
      letKind: "lodger",
      endDate: "2028-06-30",
      rentPeriod: "quarterly",
      rents: [5700],
    });
    expect(termsErrors(lodgers, context)).toEqual({});
    expect(termsErrors({ ...lodgers, endDate: "2027-07-01" }, context).endDate).toBe(
      "The end date must be after the start date",
    );
    expect(termsErrors({ ...lodgers, holdingDeposit: 1316 }, context).holdingDeposit).toBeDefined();
  });

  it("company lets are outside the Tenant Fees Act", () => {
    expect(termsErrors(terms({ letKind: "company", deposit: 9000, holdingDeposit: 2000 }), context)).toEqual(
      {},
    );
  });
});

describe("individual tenancies", () => {
  const rooms: AdvertisedRent = {
    advertType: "individual_rooms",
    monthlyRent: null,
    roomRents: [650, 600, 550, 500],
  };
  const roomContext = { ...context, advertised: rooms };
  const individual = (rents: number[]) =>
    terms({ tenancyType: "individual", rents, deposit: 0, holdingDeposit: 0, rentInAdvance: 0 });

  it("need one rent per tenant", () => {
    expect(termsErrors(individual([600, 600]), roomContext).rents).toBe("Enter each tenant's rent");
  });

  it("cap the total at the dearest rooms for that many tenants, and each rent at the dearest room", () => {
    expect(advertisedCap(rooms, 3)).toBe(1800);
    expect(termsErrors(individual([650, 600, 550]), roomContext)).toEqual({});
    expect(termsErrors(individual([620, 620, 620]), roomContext).rents).toMatch(/advertised £1,800 a month/);
    expect(termsErrors(individual([700, 550, 500]), roomContext).rents).toBe(
      "No one's rent can be more than the dearest advertised room, £650 a month",
    );
  });
});

describe("each tenant's part", () => {
  it("splits a joint rent evenly in whole pounds, the leftover to the leader", () => {
    expect(tenantRents(terms(), 3)).toEqual([634, 633, 633]);
    expect(tenantRents(terms({ tenancyType: "individual", rents: [650, 600, 550] }), 3)).toEqual([
      650, 600, 550,
    ]);
  });

  it("splits a deposit in proportion to the rents, adding up exactly", () => {
    const parts = tenantParts(2192, [650, 600, 550]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2192);
    // 791.56, 730.67 and 669.78 rounded down leave £2 over, which goes to the leader.
    expect(parts).toEqual([793, 730, 669]);
  });

  it("counts a year's rent by its period", () => {
    expect(annualRent(400, "weekly")).toBe(20_800);
    expect(annualRent(1900, "monthly")).toBe(22_800);
    expect(annualRent(5700, "quarterly")).toBe(22_800);
  });
});

describe("which rules bind each kind of let", () => {
  it("the Renters' Rights Act's only for an assured tenancy; the fee caps for all but a company let", () => {
    expect(rulesOf("assured")).toEqual({
      periodic: true,
      depositCaps: true,
      depositProtection: true,
      rentInAdvanceCap: true,
      biddingBan: true,
      writtenStatement: true,
    });
    for (const kind of ["lodger", "student_code", "other_excluded"] as const)
      expect(rulesOf(kind)).toEqual({
        periodic: false,
        depositCaps: true,
        depositProtection: false,
        rentInAdvanceCap: false,
        biddingBan: false,
        writtenStatement: false,
      });
    expect(rulesOf("company").depositCaps).toBe(false);
  });

  it("names each kind, period and scheme as the form shows them", () => {
    expect(LET_KINDS.map((kind) => LET_KIND_LABELS[kind])).toEqual([
      "Assured tenancy (Renters' Rights Act)",
      "Lodgers in the landlord's own home",
      "Company let",
      "Student accommodation under an approved code",
      "Another let the Renters' Rights Act does not cover",
    ]);
    expect(RENT_PERIODS.map((period) => rentText(1250, period))).toEqual([
      "£1,250 a week",
      "£1,250 a month",
      "£1,250 a quarter",
    ]);
    expect(DEPOSIT_SCHEMES.map((scheme) => DEPOSIT_SCHEME_LABELS[scheme])).toEqual([
      "Deposit Protection Service (DPS)",
      "mydeposits",
      "Tenancy Deposit Scheme (TDS)",
    ]);
  });
});

describe("the rents entered", () => {
  it("asks for the rent, or each tenant's, when one is missing, not whole or not above £0", () => {
    expect(termsErrors(terms({ rents: [] }), context).rents).toBe("Enter the rent");
    expect(termsErrors(terms({ rents: [0] }), context).rents).toBe("Enter the rent");
    expect(termsErrors(terms({ rents: [1899.5] }), context).rents).toBe("Enter the rent");
    const individual = terms({ tenancyType: "individual", rents: [600, 600] });
    expect(termsErrors(individual, context).rents).toBe("Enter each tenant's rent");
    expect(termsErrors({ ...individual, rents: [600, 600, 1] }, context).rents).toBeUndefined();
  });

  it("holds no rent to an advert outside the bidding ban, or without an advertised rent", () => {
    expect(
      termsErrors(
        terms({ letKind: "lodger", endDate: "2028-07-01", depositScheme: null, rents: [2500] }),
        context,
      ).rents,
    ).toBeUndefined();
    expect(termsErrors(terms({ rents: [2500] }), { ...context, advertised: null }).rents).toBeUndefined();
    const noRooms: AdvertisedRent = { advertType: "individual_rooms", monthlyRent: 0, roomRents: [] };
    expect(termsErrors(terms({ rents: [2500] }), { ...context, advertised: noRooms }).rents).toBeUndefined();
  });

  it("caps each room's rent at the dearest advertised room only for individual tenancies of a rooms advert", () => {
    const rooms: AdvertisedRent = {
      advertType: "individual_rooms",
      monthlyRent: 0,
      roomRents: [500, 700, 600],
    };
    const rooms3 = { ...context, advertised: rooms };
    expect(advertisedCap(rooms, 2)).toBe(1300);
    expect(advertisedCap(rooms, 0)).toBe(700);
    expect(termsErrors(terms({ tenancyType: "individual", rents: [710, 550, 500] }), rooms3).rents).toBe(
      "No one's rent can be more than the dearest advertised room, £700 a month",
    );
    expect(termsErrors(terms({ tenancyType: "joint", rents: [1800] }), rooms3).rents).toBeUndefined();
    const whole = { ...context, advertised: { ...WHOLE_HOME, monthlyRent: 2100 } };
    expect(
      termsErrors(terms({ tenancyType: "individual", rents: [1000, 550, 500] }), whole).rents,
    ).toBeUndefined();
  });
});

it("names at most eight permitted occupiers", () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `Occupier ${i + 1}`);
  expect(termsErrors(terms({ permittedOccupiers: names(8) }), context).permittedOccupiers).toBeUndefined();
  expect(termsErrors(terms({ permittedOccupiers: names(9) }), context).permittedOccupiers).toBe(
    "At most 8 permitted occupiers",
  );
});
