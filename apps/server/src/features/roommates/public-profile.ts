// A student's profile as others see it (roommate cards, the profile page): the public fields
// and badges, never email or phone.
import type { PublicProfile } from "@roost/shared/contracts/roommates.ts";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { profiles, userBadges } from "../../db/schema.ts";

type ProfileRow = typeof profiles.$inferSelect;
type Badge = PublicProfile["badges"][number];

/** Profile fields any permitted viewer sees: never email, never phone (see profile-view). */
export function toPublicProfile(p: ProfileRow, badges: Badge[]): PublicProfile {
  return {
    user_id: p.userId,
    display_name: p.displayName,
    avatar_url: p.avatarUrl,
    bio: p.bio,
    university: p.university,
    current_year: p.currentYear,
    interests: p.interests,
    hobbies: p.hobbies,
    preferred_locations: p.preferredLocations,
    budget_min: p.budgetMin,
    budget_max: p.budgetMax,
    facebook_url: p.facebookUrl,
    instagram_url: p.instagramUrl,
    x_url: p.xUrl,
    user_type: p.userType,
    is_verified: p.isVerified,
    created_at: p.createdAt.toISOString(),
    badges,
  };
}

export async function badgesByUser(tx: Tx, userIds: string[]): Promise<Map<string, Badge[]>> {
  const map = new Map<string, Badge[]>();
  if (userIds.length === 0) return map;
  const rows = await tx
    .select({
      userId: userBadges.userId,
      badge_type: userBadges.badgeType,
      badge_name: userBadges.badgeName,
      description: userBadges.description,
    })
    .from(userBadges)
    .where(inArray(userBadges.userId, userIds));
  for (const { userId, ...badge } of rows) {
    const list = map.get(userId) ?? [];
    list.push(badge);
    map.set(userId, list);
  }
  return map;
}

export async function profileOf(tx: Tx, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}
