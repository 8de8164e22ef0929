import type { Profile } from "@roost/shared/contracts/profile.ts";
import { AVATAR_MAX_BYTES } from "@roost/shared/domain/constants.ts";
import { AVATAR_TOO_LARGE_TEXT } from "@roost/shared/domain/profile.ts";
import { describe, expect, it } from "vitest";
import {
  AVATAR_NOT_IMAGE_TEXT,
  avatarFailureText,
  avatarFileProblem,
  budgetValue,
  buildProfilePayload,
  formFieldOf,
  formFromProfile,
  hasUnsavedChanges,
  optionsWithCurrent,
  type ProfileFormState,
  validateProfileForm,
} from "./profile-form.ts";

const profile: Profile = {
  user_id: "u1",
  display_name: "Amira Khan",
  email: "amira@example.ac.uk",
  phone: null,
  bio: "Second-year chemist",
  current_year: "2nd year",
  university: "University of Manchester",
  avatar_url: null,
  facebook_url: null,
  instagram_url: "https://instagram.com/amira",
  x_url: null,
  interests: ["Football"],
  hobbies: [],
  preferred_locations: ["Fallowfield", "Withington"],
  user_type: "student",
  is_verified: false,
  is_operator: false,
  budget_min: 450,
  budget_max: null,
  created_at: "2025-09-01T10:00:00.000Z",
  badges: [],
};

const form = (overrides: Partial<ProfileFormState> = {}): ProfileFormState => ({
  ...formFromProfile(profile),
  ...overrides,
});

describe("formFromProfile", () => {
  it("turns nulls into empty strings and budgets into text", () => {
    const f = formFromProfile(profile);
    expect(f.phone).toBe("");
    expect(f.budget_min).toBe("450");
    expect(f.budget_max).toBe("");
    expect(f.preferred_locations).toEqual(["Fallowfield", "Withington"]);
    // A copy, so editing the form never mutates the cached profile.
    expect(f.interests).not.toBe(profile.interests);
  });
});

describe("buildProfilePayload", () => {
  it("sends every editable field, the contact email included", () => {
    const payload = buildProfilePayload(form());
    expect(Object.keys(payload).sort()).toEqual(
      [
        "bio",
        "budget_max",
        "budget_min",
        "current_year",
        "display_name",
        "email",
        "facebook_url",
        "hobbies",
        "instagram_url",
        "interests",
        "phone",
        "preferred_locations",
        "university",
        "x_url",
      ].sort(),
    );
    expect(payload.email).toBe("amira@example.ac.uk");
  });

  it("checks the contact email with the API's rule and clears it when blank", () => {
    const bad = validateProfileForm(form({ email: "amira at example" }));
    expect(bad).toEqual({ ok: false, errors: { email: "Enter a valid email address" } });
    const good = validateProfileForm(form({ email: " Amira.Khan@Example.org " }));
    expect(good.ok && good.data.email).toBe("amira.khan@example.org");
    const cleared = validateProfileForm(form({ email: "" }));
    expect(cleared.ok && cleared.data.email).toBeNull();
  });

  it("sends budgets as numbers and blank budgets as null (cleared)", () => {
    const payload = buildProfilePayload(form({ budget_min: " 500 ", budget_max: "" }));
    expect(payload.budget_min).toBe(500);
    expect(payload.budget_max).toBeNull();
  });

  it("passes non-numeric budget text through for validation to reject", () => {
    expect(budgetValue("abc")).toBe("abc");
    expect(budgetValue("12.5")).toBe(12.5);
  });
});

describe("validateProfileForm", () => {
  it("accepts the stored profile and normalises like the API (blank → null, scheme added)", () => {
    const result = validateProfileForm(form({ bio: "   ", facebook_url: "facebook.com/amira" }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.bio).toBeNull();
    expect(result.data.phone).toBeNull();
    expect(result.data.facebook_url).toBe("https://facebook.com/amira");
    expect(result.data.budget_min).toBe(450);
  });

  it("puts each schema issue under its field", () => {
    const result = validateProfileForm(
      form({ display_name: "  ", phone: "abc", x_url: "not a url at all", budget_min: "-5" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.display_name).toBe("Name is required");
    expect(result.errors.phone).toBeTruthy();
    expect(result.errors.x_url).toBe("Enter a valid web address");
    expect(result.errors.budget_min).toBe("Budget cannot be negative");
    expect(result.errors.bio).toBeUndefined();
  });

  it("reports a maximum budget below the minimum under budget_max", () => {
    const result = validateProfileForm(form({ budget_min: "900", budget_max: "600" }));
    expect(result).toEqual({
      ok: false,
      errors: { budget_max: "Maximum budget must be at least the minimum budget" },
    });
  });

  it("rejects a bio over 1000 characters", () => {
    const result = validateProfileForm(form({ bio: "x".repeat(1001) }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.bio).toBe("Bio must be at most 1000 characters");
  });
});

describe("formFieldOf", () => {
  it("maps zod paths and the API's dotted fields to a form field", () => {
    expect(formFieldOf(["interests", 2])).toBe("interests");
    expect(formFieldOf("preferred_locations.0")).toBe("preferred_locations");
    expect(formFieldOf("budget_min")).toBe("budget_min");
    expect(formFieldOf("email")).toBe("email");
  });

  it("returns null for fields the editor does not show", () => {
    expect(formFieldOf("avatar")).toBeNull();
    expect(formFieldOf([])).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});

describe("hasUnsavedChanges and optionsWithCurrent", () => {
  it("detects edits but not an untouched form", () => {
    expect(hasUnsavedChanges(form(), profile)).toBe(false);
    expect(hasUnsavedChanges(form({ hobbies: ["Chess"] }), profile)).toBe(true);
    expect(hasUnsavedChanges(form({ budget_max: "900" }), profile)).toBe(true);
  });

  it("keeps a stored value that is not a standard option", () => {
    expect(optionsWithCurrent(["a", "b"], "")).toEqual(["a", "b"]);
    expect(optionsWithCurrent(["a", "b"], "b")).toEqual(["a", "b"]);
    expect(optionsWithCurrent(["a", "b"], "Foundation year")).toEqual(["a", "b", "Foundation year"]);
  });
});

describe("avatar checks", () => {
  it("refuses files over AVATAR_MAX_BYTES and non-images before uploading", () => {
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES, type: "image/png" })).toBeNull();
    expect(avatarFileProblem({ size: AVATAR_MAX_BYTES + 1, type: "image/jpeg" })).toBe(AVATAR_TOO_LARGE_TEXT);
    expect(avatarFileProblem({ size: 1000, type: "application/pdf" })).toBe(AVATAR_NOT_IMAGE_TEXT);
    // Some systems report no type; the server checks the content anyway.
    expect(avatarFileProblem({ size: 1000, type: "" })).toBeNull();
  });

  it("adds the server's message only for rejected files", () => {
    const title = "Failed to upload avatar. Please try again.";
    expect(avatarFailureText({ code: "file_too_large", message: "Too big" })).toEqual({
      title,
      description: "Too big",
    });
    expect(avatarFailureText({ code: "invalid_image", message: "Not an image" })).toEqual({
      title,
      description: "Not an image",
    });
    expect(avatarFailureText({ code: "image_too_large", message: "Over 12 megapixels" })).toEqual({
      title,
      description: "Over 12 megapixels",
    });
    expect(avatarFailureText({ code: "internal_error", message: "boom" })).toEqual({ title });
    expect(avatarFailureText(null)).toEqual({ title });
  });
});
