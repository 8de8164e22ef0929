import { describe, expect, it } from "vitest";
import { createGroup, groupUpdate, inviteCode, joinRequestMessage } from "./group-input.ts";
import { completeProfile, profileUpdate } from "./profile-input.ts";
import {
  connectRequestMessage,
  messageContent,
  newsletterEmail,
  normalisePostcode,
  propertyStatusUpdate,
  ukPostcode,
} from "./validation.ts";

/** Paths of the issues a failed parse reports, to assert which field was blamed. */
function failingPaths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => issue.path.join("."));
}

describe("ukPostcode", () => {
  it.each([
    ["M14 6HR", "M14 6HR"],
    ["m146hr", "M14 6HR"],
    ["M1 1AE", "M1 1AE"],
    ["  m1   1ae ", "M1 1AE"],
    ["sw1a1aa", "SW1A 1AA"],
    ["GIR0AA", "GIR 0AA"],
    ["EC1A 1BB", "EC1A 1BB"],
    ["W1A 0AX", "W1A 0AX"],
    ["M60 1QD", "M60 1QD"],
    ["CR2 6XH", "CR2 6XH"],
    ["DN55 1PT", "DN55 1PT"],
  ])("accepts %j as %j", (input, expected) => {
    expect(ukPostcode.parse(input)).toBe(expected);
  });

  it.each([
    "",
    "M14",
    "M14 6H",
    "14M 6HR",
    "QA1 1AA", // Q never starts a postcode
    "M1 1CA", // C never appears in the inward code
    "M1 1AEE",
    "M14-6HR",
    "not a postcode at all",
  ])("rejects %j", (input) => {
    expect(ukPostcode.safeParse(input).success).toBe(false);
  });

  it("normalises without validating", () => {
    expect(normalisePostcode("ab")).toBe("AB");
    expect(normalisePostcode("m14 6hr")).toBe("M14 6HR");
  });
});

describe("newsletterEmail", () => {
  it("trims and lower-cases", () => {
    expect(newsletterEmail.parse("  Alex.Smith@Example.AC.UK ")).toBe("alex.smith@example.ac.uk");
  });

  it("rejects empty and malformed addresses", () => {
    expect(newsletterEmail.safeParse("").success).toBe(false);
    expect(newsletterEmail.safeParse("   ").success).toBe(false);
    expect(newsletterEmail.safeParse("alex@").success).toBe(false);
    expect(newsletterEmail.safeParse("alex example.com").success).toBe(false);
  });
});

describe("profileUpdate", () => {
  it("accepts an empty patch", () => {
    expect(profileUpdate.parse({})).toEqual({});
  });

  it("trims text and turns blanks into null", () => {
    expect(
      profileUpdate.parse({
        display_name: "  Priya Shah ",
        bio: "   ",
        current_year: " 2nd year ",
        university: "",
      }),
    ).toEqual({ display_name: "Priya Shah", bio: null, current_year: "2nd year", university: null });
  });

  it("requires a non-empty display name of at most 100 characters when sent", () => {
    expect(failingPaths(profileUpdate.safeParse({ display_name: "  " }))).toEqual(["display_name"]);
    expect(profileUpdate.safeParse({ display_name: "a".repeat(100) }).success).toBe(true);
    expect(failingPaths(profileUpdate.safeParse({ display_name: "a".repeat(101) }))).toEqual([
      "display_name",
    ]);
  });

  it("limits bio, current year and university", () => {
    expect(profileUpdate.safeParse({ bio: "b".repeat(1000) }).success).toBe(true);
    expect(failingPaths(profileUpdate.safeParse({ bio: "b".repeat(1001) }))).toEqual(["bio"]);
    expect(failingPaths(profileUpdate.safeParse({ current_year: "y".repeat(31) }))).toEqual(["current_year"]);
    expect(failingPaths(profileUpdate.safeParse({ university: "u".repeat(101) }))).toEqual(["university"]);
  });

  it("accepts UK-style phone numbers and rejects others", () => {
    expect(profileUpdate.parse({ phone: " +44 (0)161 123 4567 " }).phone).toBe("+44 (0)161 123 4567");
    expect(profileUpdate.parse({ phone: "07700-900123" }).phone).toBe("07700-900123");
    expect(profileUpdate.parse({ phone: "" }).phone).toBeNull();
    expect(failingPaths(profileUpdate.safeParse({ phone: "call me" }))).toEqual(["phone"]);
    expect(failingPaths(profileUpdate.safeParse({ phone: "12345" }))).toEqual(["phone"]);
    expect(failingPaths(profileUpdate.safeParse({ phone: "1".repeat(31) }))).toEqual(["phone"]);
  });

  it("accepts http(s) social links, adds a missing scheme and clears blanks", () => {
    expect(
      profileUpdate.parse({
        facebook_url: "https://facebook.com/priya",
        instagram_url: "instagram.com/priya",
        x_url: " ",
      }),
    ).toEqual({
      facebook_url: "https://facebook.com/priya",
      instagram_url: "https://instagram.com/priya",
      x_url: null,
    });
  });

  it("rejects non-web links", () => {
    expect(failingPaths(profileUpdate.safeParse({ x_url: "javascript:alert(1)" }))).toEqual(["x_url"]);
    expect(failingPaths(profileUpdate.safeParse({ facebook_url: "ftp://facebook.com/x" }))).toEqual([
      "facebook_url",
    ]);
    expect(failingPaths(profileUpdate.safeParse({ instagram_url: "http://localhost/x" }))).toEqual([
      "instagram_url",
    ]);
  });

  it("trims tags and ignores case-insensitive duplicates, keeping the first spelling", () => {
    expect(
      profileUpdate.parse({ interests: [" Climbing ", "climbing", "Jazz", "JAZZ", "Film"] }).interests,
    ).toEqual(["Climbing", "Jazz", "Film"]);
  });

  it("rejects empty and over-long tags", () => {
    expect(failingPaths(profileUpdate.safeParse({ hobbies: ["Chess", "  "] }))).toEqual(["hobbies.1"]);
    expect(profileUpdate.safeParse({ hobbies: ["h".repeat(40)] }).success).toBe(true);
    expect(failingPaths(profileUpdate.safeParse({ hobbies: ["h".repeat(41)] }))).toEqual(["hobbies.0"]);
  });

  it("allows 20 distinct tags, counting after de-duplication", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Area ${i}`);
    expect(profileUpdate.safeParse({ preferred_locations: twenty }).success).toBe(true);
    expect(profileUpdate.safeParse({ preferred_locations: [...twenty, "area 0"] }).success).toBe(true);
    expect(failingPaths(profileUpdate.safeParse({ preferred_locations: [...twenty, "Area 20"] }))).toEqual([
      "preferred_locations",
    ]);
  });

  it("accepts whole non-negative budgets, numeric strings and blanks", () => {
    expect(profileUpdate.parse({ budget_min: 0, budget_max: "750" })).toEqual({
      budget_min: 0,
      budget_max: 750,
    });
    expect(profileUpdate.parse({ budget_min: "", budget_max: null })).toEqual({
      budget_min: null,
      budget_max: null,
    });
    expect(profileUpdate.parse({ budget_min: 500, budget_max: 500 })).toEqual({
      budget_min: 500,
      budget_max: 500,
    });
  });

  it("rejects negative, fractional, junk and inverted budgets", () => {
    expect(failingPaths(profileUpdate.safeParse({ budget_min: -1 }))).toEqual(["budget_min"]);
    expect(failingPaths(profileUpdate.safeParse({ budget_max: 650.5 }))).toEqual(["budget_max"]);
    expect(failingPaths(profileUpdate.safeParse({ budget_max: "lots" }))).toEqual(["budget_max"]);
    expect(failingPaths(profileUpdate.safeParse({ budget_min: 900, budget_max: 899 }))).toEqual([
      "budget_max",
    ]);
  });

  it("drops fields the profile editor may not set", () => {
    expect(profileUpdate.parse({ user_type: "landlord", is_verified: true, user_id: "someone" })).toEqual({});
  });

  it("takes the contact email trimmed and lower-cased; blank clears it (decision 021)", () => {
    expect(profileUpdate.parse({ email: " X@Example.COM " })).toEqual({ email: "x@example.com" });
    expect(profileUpdate.parse({ email: "" })).toEqual({ email: null });
    expect(failingPaths(profileUpdate.safeParse({ email: "x@" }))).toEqual(["email"]);
    expect(failingPaths(profileUpdate.safeParse({ email: `${"a".repeat(250)}@b.co` }))).toEqual(["email"]);
  });
});

describe("completeProfile", () => {
  it("trims names and accepts every user type", () => {
    expect(
      completeProfile.parse({ first_name: " Priya ", last_name: " Shah ", user_type: "student" }),
    ).toEqual({
      first_name: "Priya",
      last_name: "Shah",
      user_type: "student",
    });
    expect(
      completeProfile.parse({
        first_name: "Al",
        last_name: "Jones",
        user_type: "professional",
        university: " ",
      }),
    ).toEqual({ first_name: "Al", last_name: "Jones", user_type: "professional", university: null });
  });

  it("requires names of 1 to 50 characters and a known type", () => {
    expect(
      failingPaths(completeProfile.safeParse({ first_name: " ", last_name: "Shah", user_type: "student" })),
    ).toEqual(["first_name"]);
    expect(
      failingPaths(
        completeProfile.safeParse({ first_name: "P", last_name: "s".repeat(51), user_type: "student" }),
      ),
    ).toEqual(["last_name"]);
    expect(
      completeProfile.safeParse({ first_name: "P", last_name: "s".repeat(50), user_type: "student" }).success,
    ).toBe(true);
    expect(
      failingPaths(completeProfile.safeParse({ first_name: "P", last_name: "S", user_type: "admin" })),
    ).toEqual(["user_type"]);
    expect(failingPaths(completeProfile.safeParse({ first_name: "P", last_name: "S" }))).toEqual([
      "user_type",
    ]);
  });
});

describe("inviteCode", () => {
  it("trims and upper-cases", () => {
    expect(inviteCode.parse("  ab12cd34 ")).toBe("AB12CD34");
  });

  it("requires 1 to 8 characters", () => {
    expect(inviteCode.safeParse("   ").success).toBe(false);
    expect(inviteCode.parse("a")).toBe("A");
    expect(inviteCode.safeParse("ABCDEFGHI").success).toBe(false);
  });
});

describe("createGroup", () => {
  it("fills defaults and stores empty optionals as null", () => {
    expect(createGroup.parse({ name: "  Fallowfield Five " })).toEqual({
      name: "Fallowfield Five",
      description: null,
      max_members: 6,
      budget_min: null,
      budget_max: null,
      preferred_locations: [],
      looking_for_property: true,
    });
    expect(createGroup.parse({ name: "G", description: " ", budget_min: "", budget_max: "" })).toMatchObject({
      description: null,
      budget_min: null,
      budget_max: null,
    });
  });

  it("requires a name of at most 80 characters", () => {
    expect(failingPaths(createGroup.safeParse({ name: "   " }))).toEqual(["name"]);
    expect(createGroup.safeParse({ name: "n".repeat(80) }).success).toBe(true);
    expect(failingPaths(createGroup.safeParse({ name: "n".repeat(81) }))).toEqual(["name"]);
  });

  it("accepts max members from 2 to 10 only", () => {
    expect(createGroup.parse({ name: "G", max_members: 2 }).max_members).toBe(2);
    expect(createGroup.parse({ name: "G", max_members: "10" }).max_members).toBe(10);
    expect(failingPaths(createGroup.safeParse({ name: "G", max_members: 1 }))).toEqual(["max_members"]);
    expect(failingPaths(createGroup.safeParse({ name: "G", max_members: 11 }))).toEqual(["max_members"]);
    expect(failingPaths(createGroup.safeParse({ name: "G", max_members: 4.5 }))).toEqual(["max_members"]);
    expect(failingPaths(createGroup.safeParse({ name: "G", max_members: "" }))).toEqual(["max_members"]);
  });

  it("limits the description to 500 characters", () => {
    expect(createGroup.safeParse({ name: "G", description: "d".repeat(500) }).success).toBe(true);
    expect(failingPaths(createGroup.safeParse({ name: "G", description: "d".repeat(501) }))).toEqual([
      "description",
    ]);
  });

  it("checks the budget order", () => {
    expect(createGroup.parse({ name: "G", budget_min: 400, budget_max: 600 })).toMatchObject({
      budget_min: 400,
      budget_max: 600,
    });
    expect(failingPaths(createGroup.safeParse({ name: "G", budget_min: 700, budget_max: 600 }))).toEqual([
      "budget_max",
    ]);
  });
});

describe("groupUpdate", () => {
  it("leaves absent fields out", () => {
    expect(groupUpdate.parse({})).toEqual({});
    expect(groupUpdate.parse({ max_members: 8 })).toEqual({ max_members: 8 });
  });

  it("validates the fields it is given", () => {
    expect(failingPaths(groupUpdate.safeParse({ name: "" }))).toEqual(["name"]);
    expect(failingPaths(groupUpdate.safeParse({ max_members: 12 }))).toEqual(["max_members"]);
  });
});

describe("joinRequestMessage and connectRequestMessage", () => {
  it("are optional, trimmed, blank as null, at most 500 characters", () => {
    expect(joinRequestMessage.parse(undefined)).toBeUndefined();
    expect(joinRequestMessage.parse("   ")).toBeNull();
    expect(joinRequestMessage.parse(" Hi! ")).toBe("Hi!");
    expect(joinRequestMessage.safeParse("m".repeat(500)).success).toBe(true);
    expect(joinRequestMessage.safeParse("m".repeat(501)).success).toBe(false);
    expect(connectRequestMessage.safeParse("m".repeat(501)).success).toBe(false);
  });
});

describe("messageContent", () => {
  it("trims and refuses empty or whitespace-only text", () => {
    expect(messageContent.parse("  hello \n")).toBe("hello");
    expect(messageContent.safeParse("").success).toBe(false);
    expect(messageContent.safeParse(" \n\t ").success).toBe(false);
  });

  it("allows up to 5000 characters", () => {
    expect(messageContent.safeParse("x".repeat(5000)).success).toBe(true);
    expect(messageContent.safeParse("x".repeat(5001)).success).toBe(false);
  });
});

describe("propertyStatusUpdate", () => {
  it("accepts only the selectable statuses", () => {
    expect(propertyStatusUpdate.parse({ status: "let_agreed" })).toEqual({ status: "let_agreed" });
    expect(propertyStatusUpdate.safeParse({ status: "draft" }).success).toBe(false);
    expect(propertyStatusUpdate.safeParse({ status: "expired" }).success).toBe(false);
  });
});
