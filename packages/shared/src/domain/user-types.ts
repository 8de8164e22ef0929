// User types and the role-dependent pages of spec §2. One reading of the spec omits
// "professional"; both readings must work, so it is a full member here and behaves like the other
// non-student types.

export const USER_TYPES = ["student", "landlord", "property_finder", "professional", "general"] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The profile column defaults to this; onboarding is still incomplete until the user picks one. */
export const DEFAULT_USER_TYPE: UserType = "general";

export const USER_TYPE_LABELS: Readonly<Record<UserType, string>> = {
  student: "Student",
  landlord: "Landlord",
  property_finder: "Property finder",
  professional: "Professional",
  general: "General",
};

export function isUserType(value: unknown): value is UserType {
  return typeof value === "string" && (USER_TYPES as readonly string[]).includes(value);
}

export function userTypeLabel(type: UserType): string {
  return USER_TYPE_LABELS[type];
}

export function isStudent(type: UserType | null | undefined): boolean {
  return type === "student";
}

/** Every non-student type has a listings page; it also hides "List Property" from students. */
export function canListProperties(type: UserType): boolean {
  return type !== "student";
}

/**
 * Only these two get the side-panel link; professional and general users can still open
 * /listings by address (spec §2), so this must not be used as a permission check.
 */
export function showsListingsLink(type: UserType): boolean {
  return type === "landlord" || type === "property_finder";
}

export const ACCOUNT_PAGES = [
  "dashboard",
  "profile",
  "favourites",
  "inquiries",
  "listings",
  "groups",
  "roommates",
  "notifications",
  "messages",
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** Pages that exist only in a student version (§2); other types are sent to /. */
export const STUDENT_ONLY_PAGES: readonly AccountPage[] = ["groups", "roommates", "notifications"];

export function isStudentOnlyPage(page: AccountPage): boolean {
  return STUDENT_ONLY_PAGES.includes(page);
}

/**
 * Whether a signed-in, onboarded user may see a guarded page. A false answer means "redirect
 * to /", which is what §2 asks for; the sign-in and onboarding redirects are decided before this.
 */
export function pageAllowed(page: AccountPage, userType: UserType): boolean {
  if (page === "listings") return canListProperties(userType);
  if (isStudentOnlyPage(page)) return userType === "student";
  return true;
}
