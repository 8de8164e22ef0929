import { describe, expect, it } from "vitest";
import {
  ACCOUNT_PAGES,
  type AccountPage,
  canListProperties,
  DEFAULT_USER_TYPE,
  isStudent,
  isStudentOnlyPage,
  isUserType,
  pageAllowed,
  showsListingsLink,
  USER_TYPES,
  type UserType,
  userTypeLabel,
} from "./user-types.ts";

describe("user types", () => {
  it("lists the five types with their labels", () => {
    expect(USER_TYPES.map(userTypeLabel)).toEqual([
      "Student",
      "Landlord",
      "Property finder",
      "Professional",
      "General",
    ]);
    expect(DEFAULT_USER_TYPE).toBe("general");
  });

  it("counts only the student type as a student, not a missing one", () => {
    expect(USER_TYPES.filter(isStudent)).toEqual(["student"]);
    expect(isStudent(null)).toBe(false);
    expect(isStudent(undefined)).toBe(false);
  });

  it("recognises only known type strings", () => {
    expect(isUserType("property_finder")).toBe(true);
    expect(isUserType("admin")).toBe(false);
    expect(isUserType("Student")).toBe(false);
    expect(isUserType(null)).toBe(false);
  });

  it("lets every type except student list properties", () => {
    const listers = USER_TYPES.filter(canListProperties);
    expect(listers).toEqual(["landlord", "property_finder", "professional", "general"]);
  });

  it("shows the listings link only to landlords and property finders", () => {
    expect(USER_TYPES.filter(showsListingsLink)).toEqual(["landlord", "property_finder"]);
  });
});

describe("pageAllowed", () => {
  const allowedPages = (type: UserType): AccountPage[] => ACCOUNT_PAGES.filter((p) => pageAllowed(p, type));

  it("gives a student everything except listings", () => {
    expect(allowedPages("student")).toEqual([
      "dashboard",
      "profile",
      "favourites",
      "inquiries",
      "groups",
      "roommates",
      "notifications",
      "messages",
    ]);
  });

  it.each(["landlord", "property_finder", "professional", "general"] as const)(
    "gives %s the shared pages and listings but no student-only pages",
    (type) => {
      expect(allowedPages(type)).toEqual([
        "dashboard",
        "profile",
        "favourites",
        "inquiries",
        "listings",
        "messages",
      ]);
    },
  );

  it("marks groups, roommates and notifications as student-only", () => {
    expect(ACCOUNT_PAGES.filter(isStudentOnlyPage)).toEqual(["groups", "roommates", "notifications"]);
  });
});
