import { describe, expect, it } from "vitest";
import {
  AVATAR_TOO_LARGE_TEXT,
  displayNameFromParts,
  memberSinceText,
  needsOnboarding,
  needsProfileCompletionHint,
  showsPhoneNumber,
  showsSocialActions,
  universityText,
} from "./profile.ts";

describe("displayNameFromParts", () => {
  it("joins trimmed first and last name with one space", () => {
    expect(displayNameFromParts(" Priya ", "Shah ")).toBe("Priya Shah");
  });

  it("does not leave stray spaces when a part is blank", () => {
    expect(displayNameFromParts("Priya", "  ")).toBe("Priya");
  });
});

describe("needsOnboarding", () => {
  it("is true without a profile or a user type", () => {
    expect(needsOnboarding(null)).toBe(true);
    expect(needsOnboarding(undefined)).toBe(true);
    expect(needsOnboarding({ user_type: null })).toBe(true);
    expect(needsOnboarding({})).toBe(true);
  });

  it("is false once a type is set", () => {
    expect(needsOnboarding({ user_type: "general" })).toBe(false);
  });
});

describe("needsProfileCompletionHint", () => {
  const complete = {
    bio: "Second-year physics student",
    university: "University of Manchester",
    budget_min: 0,
  };

  it("is false when bio, university and minimum budget are set, even a zero budget", () => {
    expect(needsProfileCompletionHint(complete)).toBe(false);
  });

  it("is true when any of the three is missing or blank", () => {
    expect(needsProfileCompletionHint({ ...complete, bio: "  " })).toBe(true);
    expect(needsProfileCompletionHint({ ...complete, university: null })).toBe(true);
    expect(needsProfileCompletionHint({ ...complete, budget_min: null })).toBe(true);
    expect(needsProfileCompletionHint({})).toBe(true);
  });
});

describe("universityText", () => {
  it("falls back to 'Not specified'", () => {
    expect(universityText(null)).toBe("Not specified");
    expect(universityText(" ")).toBe("Not specified");
    expect(universityText("Manchester Met")).toBe("Manchester Met");
  });
});

describe("memberSinceText", () => {
  it("shows month and year in UK time", () => {
    expect(memberSinceText(new Date("2026-11-03T10:00:00Z"))).toBe("Member since November 2026");
    // 23:30 UTC on 31 May is already June in London (BST).
    expect(memberSinceText("2026-05-31T23:30:00Z")).toBe("Member since June 2026");
  });

  it("says 'Recently' without a usable date", () => {
    expect(memberSinceText(null)).toBe("Recently");
    expect(memberSinceText("garbage")).toBe("Recently");
  });
});

describe("profile visibility", () => {
  it("shows the phone only to a landlord in the landlord context", () => {
    expect(showsPhoneNumber("landlord", "landlord")).toBe(true);
    expect(showsPhoneNumber("landlord", "roommates")).toBe(false);
    expect(showsPhoneNumber("student", "landlord")).toBe(false);
    expect(showsPhoneNumber("property_finder", "landlord")).toBe(false);
  });

  it("hides connect and message actions from landlords", () => {
    expect(showsSocialActions("landlord")).toBe(false);
    expect(showsSocialActions("student")).toBe(true);
  });
});

describe("AVATAR_TOO_LARGE_TEXT", () => {
  it("states the 5 MB limit in megabytes", () => {
    expect(AVATAR_TOO_LARGE_TEXT).toBe("The image is larger than 5 MB. Please choose a smaller file.");
  });
});
