// Roommate compatibility (our addition beyond the spec; docs/decisions/005-roommate-compatibility.md).
// A pure, explainable score from the profile fields students already fill in, so a card can say
// *why* two people may get on ("Same university", "Budgets overlap", "3 shared interests").

export interface CompatibilityProfile {
  university?: string | null;
  budget_min?: number | null;
  budget_max?: number | null;
  interests?: readonly string[] | null;
  hobbies?: readonly string[] | null;
  preferred_locations?: readonly string[] | null;
}

export interface Compatibility {
  /** 0–100, whole number. */
  score: number;
  /** Short reasons, in the order of the weights below (heaviest first). */
  reasons: string[];
}

/** Points per signal; the caps add up to 100. */
export const COMPATIBILITY_WEIGHTS = {
  sameUniversity: 30,
  budgetsOverlap: 25,
  perSharedInterest: 5,
  sharedInterestsCap: 20,
  perSharedHobby: 5,
  sharedHobbiesCap: 15,
  perSharedLocation: 5,
  sharedLocationsCap: 10,
} as const;

const norm = (s: string) => s.trim().toLocaleLowerCase("en-GB");

/** Items of `b` also in `a`, compared trimmed and case-insensitively, counted once each. */
export function sharedItems(
  a: readonly string[] | null | undefined,
  b: readonly string[] | null | undefined,
): string[] {
  const left = new Set((a ?? []).map(norm).filter(Boolean));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of b ?? []) {
    const key = norm(item);
    if (key && left.has(key) && !seen.has(key)) {
      seen.add(key);
      out.push(item.trim());
    }
  }
  return out;
}

/**
 * Whether two budget ranges overlap. A missing end is open (no minimum = from £0, no maximum =
 * unbounded); a profile with neither end says nothing, so there is no overlap to report.
 */
export function budgetsOverlap(a: CompatibilityProfile, b: CompatibilityProfile): boolean {
  const known = (p: CompatibilityProfile) => p.budget_min != null || p.budget_max != null;
  if (!known(a) || !known(b)) return false;
  const aMin = a.budget_min ?? 0;
  const bMin = b.budget_min ?? 0;
  const aMax = a.budget_max ?? Number.POSITIVE_INFINITY;
  const bMax = b.budget_max ?? Number.POSITIVE_INFINITY;
  return aMin <= bMax && bMin <= aMax;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Symmetric: compatibility(a, b) and compatibility(b, a) have the same score. */
export function compatibility(viewer: CompatibilityProfile, other: CompatibilityProfile): Compatibility {
  const w = COMPATIBILITY_WEIGHTS;
  let score = 0;
  const reasons: string[] = [];

  if (
    viewer.university?.trim() &&
    other.university?.trim() &&
    norm(viewer.university) === norm(other.university)
  ) {
    score += w.sameUniversity;
    reasons.push("Same university");
  }
  if (budgetsOverlap(viewer, other)) {
    score += w.budgetsOverlap;
    reasons.push("Budgets overlap");
  }
  const interests = sharedItems(viewer.interests, other.interests).length;
  if (interests > 0) {
    score += Math.min(interests * w.perSharedInterest, w.sharedInterestsCap);
    reasons.push(plural(interests, "shared interest", "shared interests"));
  }
  const hobbies = sharedItems(viewer.hobbies, other.hobbies).length;
  if (hobbies > 0) {
    score += Math.min(hobbies * w.perSharedHobby, w.sharedHobbiesCap);
    reasons.push(plural(hobbies, "shared hobby", "shared hobbies"));
  }
  const locations = sharedItems(viewer.preferred_locations, other.preferred_locations);
  if (locations.length > 0) {
    score += Math.min(locations.length * w.perSharedLocation, w.sharedLocationsCap);
    reasons.push(
      locations.length === 1 ? `Both like ${locations[0]}` : `${locations.length} shared locations`,
    );
  }
  return { score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}
