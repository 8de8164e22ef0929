import { USER_TYPES, type UserType } from "@roost/shared/domain/user-types.ts";

// Who calls a route, and the status each caller gets. A route's entry starts from one access
// profile below and lists only its exceptions after it: { ...signedIn(404), owner: 200 }.

/**
 * "owner" and "member" are the two sides of what the path names, as its fixture sets them up
 * (fixtures.ts says who they are for each path); an entry has them exactly when its fixture does.
 */
export type Role =
  | UserType
  | "notOnboarded"
  | "signedOut"
  | "member"
  | "owner"
  /** The owner of a listing an operator withdrew (npm run admin -- withdraw-listing)... */
  | "ownerWithdrawn"
  /** ...and of one reinstated after that (reinstate-listing: paused, without its photos). */
  | "ownerReinstated";

/** In the order they call: a bystander of every type first, the owners last. */
export const ROLES: readonly Role[] = [
  ...USER_TYPES,
  "notOnboarded",
  "signedOut",
  "member",
  "owner",
  "ownerWithdrawn",
  "ownerReinstated",
];

export type Expected = Partial<Record<Role, number>>;
/** Expected statuses by "METHOD /path", as the API document spells it. */
export type RouteTable = Record<string, Expected>;

const everyUserType = (status: number) =>
  Object.fromEntries(USER_TYPES.map((type) => [type, status])) as Record<UserType, number>;

/** Public: the same answer for every caller, signed in or not. */
export const anyone = (status: number): Expected => ({
  ...everyUserType(status),
  notOnboarded: status,
  signedOut: status,
});

/** Any account, onboarded or not: reading and completing one's own profile, and data rights. */
export const anyAccount = (status: number): Expected => ({ ...anyone(status), signedOut: 401 });

/** Signed in and onboarded: 403 onboarding_required before, 401 signed out. */
export const signedIn = (status: number): Expected => ({ ...anyAccount(status), notOnboarded: 403 });

/** Students only: every other user type gets 403 students_only. */
export const studentsOnly = (status: number): Expected => ({ ...signedIn(403), student: status });

/** Only its owner, a student: other types get 403, any other student (the other side too) 404. */
export const studentOwnerOnly = (status: number): Expected => ({
  ...studentsOnly(404),
  member: 404,
  owner: status,
});

/** Every user type but students (403). */
export const notStudents = (status: number): Expected => ({ ...signedIn(status), student: 403 });

/** Only its owner: to everyone else it does not exist (404). */
export const ownerOnly = (status: number): Expected => ({ ...signedIn(404), owner: status });

/** Only its two parties, the same for both: to everyone else it does not exist (404). */
export const partiesOnly = (status: number): Expected => ({ ...ownerOnly(status), member: status });

/** The leader of a student group: a member is refused (403 not_leader), other students find nothing. */
export const groupLeaderOnly = (status: number): Expected => ({
  ...studentsOnly(404),
  member: 403,
  owner: status,
});

/** A listing's owner, the same while it is live, withdrawn and reinstated: an entry adds it to a profile. */
export const listingOwner = (status: number): Expected => ({
  owner: status,
  ownerWithdrawn: status,
  ownerReinstated: status,
});

/** A change by a listing's owner: refused while an operator holds it withdrawn (409 listing_withdrawn). */
export const listingOwnerChange = (status: number): Expected => ({
  ...signedIn(404),
  ...listingOwner(status),
  ownerWithdrawn: 409,
});
