import { createHash } from "node:crypto";
import type { CompleteProfile, ProfileUpdate } from "@roost/shared/contracts/profile-input.ts";
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS } from "@roost/shared/domain/constants.ts";
import { AVATAR_TOO_LARGE_TEXT } from "@roost/shared/domain/profile.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { profiles, user, userBadges } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { ImageRejected, processImage } from "../../lib/images.ts";
import { publishGroupChanged } from "../groups/group-change-events.ts";

type ProfileRow = typeof profiles.$inferSelect;
type BadgeRow = Pick<typeof userBadges.$inferSelect, "badgeType" | "badgeName" | "description">;

/** The profile as the API shows it to its owner (field names of spec §3). */
export function toProfileJson(p: ProfileRow, badges: BadgeRow[]) {
  return {
    user_id: p.userId,
    display_name: p.displayName,
    email: p.email,
    phone: p.phone,
    bio: p.bio,
    current_year: p.currentYear,
    university: p.university,
    avatar_url: p.avatarUrl,
    facebook_url: p.facebookUrl,
    instagram_url: p.instagramUrl,
    x_url: p.xUrl,
    interests: p.interests,
    hobbies: p.hobbies,
    preferred_locations: p.preferredLocations,
    user_type: p.userType,
    is_verified: p.isVerified,
    is_operator: p.isOperator,
    budget_min: p.budgetMin,
    budget_max: p.budgetMax,
    created_at: p.createdAt.toISOString(),
    badges: badges.map((b) => ({
      badge_type: b.badgeType,
      badge_name: b.badgeName,
      description: b.description,
    })),
  };
}

export type ProfileJson = ReturnType<typeof toProfileJson>;

export async function getOwnProfile(db: Tx, userId: string): Promise<ProfileJson | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!row) return null;
  return toProfileJson(row, await badgesOf(db, userId));
}

async function badgesOf(db: Tx, userId: string): Promise<BadgeRow[]> {
  return db
    .select({
      badgeType: userBadges.badgeType,
      badgeName: userBadges.badgeName,
      description: userBadges.description,
    })
    .from(userBadges)
    .where(eq(userBadges.userId, userId));
}

/**
 * Onboarding (§2 /complete-profile): sets the name and user type once. Creates the profile row if
 * a user somehow has none (the spec's "profile missing" case). Both writes are conditional (insert
 * if missing, update only while user_type is null), so of simultaneous calls exactly one sets the
 * type: the others wait for its row lock, then match nothing and get 409.
 */
export async function completeOnboarding(
  db: Tx,
  actorId: string,
  input: CompleteProfile,
): Promise<ProfileJson> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, actorId)).limit(1);
  if (!account) throw notFound();
  const displayName = `${input.first_name} ${input.last_name}`;
  const university = input.user_type === "student" ? (input.university ?? null) : null;
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(profiles)
      .values({ userId: actorId, email: account.email, displayName, userType: input.user_type, university })
      .onConflictDoNothing({ target: profiles.userId })
      .returning({ userId: profiles.userId });
    if (created.length === 0) {
      const updated = await tx
        .update(profiles)
        .set({ displayName, userType: input.user_type, university, updatedAt: new Date() })
        .where(and(eq(profiles.userId, actorId), isNull(profiles.userType)))
        .returning({ userId: profiles.userId });
      if (updated.length === 0) throw conflict("already_onboarded", "Your profile is already set up.");
    }
    await tx.update(user).set({ name: displayName, updatedAt: new Date() }).where(eq(user.id, actorId));
  });
  return (await getOwnProfile(db, actorId)) as ProfileJson;
}

/** Profile editor save (§7 Profile save). Only ever the actor's own row: there is no target id. */
export async function updateOwnProfile(db: Tx, actorId: string, input: ProfileUpdate): Promise<ProfileJson> {
  const [current] = await db
    .select({ budgetMin: profiles.budgetMin, budgetMax: profiles.budgetMax })
    .from(profiles)
    .where(eq(profiles.userId, actorId));
  if (!current) throw notFound("Profile not found.");
  // A lone budget in the payload is compared with the stored other end.
  const min = input.budget_min === undefined ? current.budgetMin : input.budget_min;
  const max = input.budget_max === undefined ? current.budgetMax : input.budget_max;
  if (min != null && max != null && min > max) {
    throw badRequest("validation_failed", "Minimum budget must not exceed maximum budget", "budget_min");
  }
  const [row] = await db
    .update(profiles)
    .set({
      displayName: input.display_name,
      email: input.email,
      phone: input.phone,
      bio: input.bio,
      currentYear: input.current_year,
      university: input.university,
      facebookUrl: input.facebook_url,
      instagramUrl: input.instagram_url,
      xUrl: input.x_url,
      interests: input.interests,
      hobbies: input.hobbies,
      preferredLocations: input.preferred_locations,
      budgetMin: input.budget_min,
      budgetMax: input.budget_max,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, actorId))
    .returning();
  if (!row) throw notFound("Profile not found.");
  // Fellow members' cards show what each would pay against this budget.
  if (input.budget_max !== undefined && input.budget_max !== current.budgetMax) {
    await publishGroupChanged(db, actorId);
  }
  return toProfileJson(row, await badgesOf(db, actorId));
}

/**
 * Avatar upload: judged by its bytes, capped at 5 MB, re-encoded (no EXIF/GPS) to a 256 px square,
 * stored under a content-hash key so it can be cached forever, and the previous file removed.
 */
export async function uploadAvatar(
  { database, storage, log }: AppDeps,
  actorId: string,
  file: File,
): Promise<ProfileJson> {
  if (file.size > AVATAR_MAX_BYTES) {
    throw badRequest("file_too_large", AVATAR_TOO_LARGE_TEXT, "avatar");
  }
  const input = Buffer.from(await file.arrayBuffer());
  let avatar: Awaited<ReturnType<typeof processImage>>[number] | undefined;
  try {
    [avatar] = await processImage(input, [{ name: "avatar", width: 256, height: 256, fit: "cover" }], {
      maxPixels: AVATAR_MAX_PIXELS,
    });
  } catch (error) {
    if (error instanceof ImageRejected) throw badRequest(error.code, error.message, "avatar");
    throw error;
  }
  if (!avatar) throw badRequest("invalid_image", "The image could not be read.", "avatar");
  const hash = createHash("sha256").update(avatar.body).digest("hex").slice(0, 16);
  const key = `avatars/${actorId}/${hash}.webp`;
  const url = await storage.put(key, avatar.body, avatar.contentType);

  const db = database.db;
  const [before] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, actorId));
  if (!before) throw notFound("Profile not found.");
  await db
    .update(profiles)
    .set({ avatarUrl: url, updatedAt: new Date() })
    .where(eq(profiles.userId, actorId));
  const previousKey = before.avatarUrl?.startsWith("/files/")
    ? before.avatarUrl.slice("/files/".length)
    : null;
  if (previousKey && previousKey !== key && previousKey.startsWith(`avatars/${actorId}/`)) {
    await storage
      .remove(previousKey)
      .catch((error) => log.warn({ err: error }, "could not remove the old avatar"));
  }
  return (await getOwnProfile(db, actorId)) as ProfileJson;
}
