import { randomUUID } from "node:crypto";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { inArray } from "drizzle-orm";
import { profiles, user } from "../../schema.ts";
import { ALL_PEOPLE, fullName, type SeedPerson } from "../people.ts";
import type { SeedContext, SeedPeople } from "./context.ts";

/** Every demo person: a verified account and a finished profile, joined months ago. */
export async function seedUsers({ tx, rng, ago }: SeedContext): Promise<SeedPeople> {
  const joined = new Map<string, Date>();
  for (const p of ALL_PEOPLE)
    joined.set(p.key, ago(p.joinedMonthsAgo * 30 * DAY_MS + rng.int(0, 20 * 24) * HOUR_MS));
  await tx
    .insert(user)
    .values(
      ALL_PEOPLE.map((p) => ({
        id: randomUUID(),
        name: fullName(p),
        email: p.email,
        emailVerified: true,
        createdAt: joined.get(p.key),
        updatedAt: joined.get(p.key),
      })),
    )
    .onConflictDoNothing({ target: user.email });
  const idRows = await tx
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        ALL_PEOPLE.map((p) => p.email),
      ),
    );
  const idByEmail = new Map(idRows.map((r) => [r.email, r.id]));
  const ids: Record<string, string> = {};
  for (const p of ALL_PEOPLE) {
    const id = idByEmail.get(p.email);
    if (!id) throw new Error(`Seed user ${p.email} was not created`);
    ids[p.key] = id;
  }
  await tx
    .insert(profiles)
    .values(ALL_PEOPLE.map((p) => profileRow(p, ids[p.key], joined.get(p.key) as Date)))
    .onConflictDoNothing();
  const person = (key: string) => {
    const p = ALL_PEOPLE.find((x) => x.key === key);
    if (!p) throw new Error(`Unknown seed person ${key}`);
    return { id: ids[key], name: fullName(p) };
  };
  return { ids, person };
}

function profileRow(p: SeedPerson, userId: string, createdAt: Date) {
  return {
    userId,
    displayName: fullName(p),
    email: p.email,
    phone: p.phone ?? null,
    bio: p.bio,
    currentYear: p.currentYear ?? null,
    university: p.userType === "student" ? (p.university ?? null) : null,
    avatarUrl: null,
    interests: p.interests ?? [],
    hobbies: p.hobbies ?? [],
    preferredLocations: p.preferredLocations ?? [],
    userType: p.userType,
    isVerified: p.verified ?? false,
    budgetMin: p.budget?.[0] ?? null,
    budgetMax: p.budget?.[1] ?? null,
    createdAt,
    updatedAt: createdAt,
  };
}
