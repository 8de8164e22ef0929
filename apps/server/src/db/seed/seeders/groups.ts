import { randomUUID } from "node:crypto";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { groupJoinRequests, groupMembers, groups } from "../../schema.ts";
import type { Rng } from "../random.ts";
import type { SeedContext, SeedPeople } from "./context.ts";

/** Two student groups (Sophie's Fallowfield Five, Jack's Didsbury Doers) and their join requests. */
export async function seedGroups({ tx, rng, ago }: SeedContext, { ids }: SeedPeople) {
  const g1Created = ago(40 * DAY_MS + 5 * HOUR_MS);
  const g2Created = ago(25 * DAY_MS + 2 * HOUR_MS);
  const [g1, g2] = [randomUUID(), randomUUID()];
  await tx.insert(groups).values([
    {
      id: g1,
      name: "Fallowfield Five",
      description:
        "Three second-years (University of Manchester and Manchester Met) looking for a 4–6 bed house in Fallowfield or Withington from July 2027. Tidy, friendly, and we split the bills fairly. Room for a few more!",
      budgetMin: 450,
      budgetMax: 600,
      maxMembers: 6,
      createdBy: ids.sophie,
      inviteCode: inviteCode(rng),
      lookingForProperty: true,
      preferredLocations: ["Fallowfield", "Withington", "Rusholme"],
      createdAt: g1Created,
    },
    {
      id: g2,
      name: "Didsbury Doers",
      description:
        "Final-year students after a quiet three or four-bed house near Didsbury village for our last year. Early nights in the week, Sunday roasts at the weekend.",
      budgetMin: 500,
      budgetMax: 750,
      maxMembers: 4,
      createdBy: ids.jack,
      inviteCode: inviteCode(rng),
      lookingForProperty: true,
      preferredLocations: ["Didsbury", "West Didsbury", "Chorlton", "Withington"],
      createdAt: g2Created,
    },
  ]);
  const g1Members = [
    { key: "sophie", role: "admin" as const, joinedAt: g1Created },
    {
      key: "oliver",
      role: "member" as const,
      joinedAt: new Date(g1Created.getTime() + DAY_MS + 3 * HOUR_MS),
    },
    { key: "amelia", role: "member" as const, joinedAt: new Date(g1Created.getTime() + 6 * DAY_MS) },
  ];
  await tx.insert(groupMembers).values([
    ...g1Members.map((m) => ({ groupId: g1, userId: ids[m.key], role: m.role, joinedAt: m.joinedAt })),
    { groupId: g2, userId: ids.jack, role: "admin" as const, joinedAt: g2Created },
    {
      groupId: g2,
      userId: ids.chloe,
      role: "member" as const,
      joinedAt: new Date(g2Created.getTime() + 2 * DAY_MS),
    },
  ]);
  const aishaAsked = ago(DAY_MS + 3 * HOUR_MS);
  await tx.insert(groupJoinRequests).values([
    {
      groupId: g1,
      userId: ids.amelia,
      message:
        "Hi Sophie! Oliver said you're looking for one more — I'm on the same budget and love Fallowfield.",
      status: "accepted",
      createdAt: new Date(g1Created.getTime() + 5 * DAY_MS),
      respondedAt: new Date(g1Created.getTime() + 6 * DAY_MS),
    },
    {
      groupId: g1,
      userId: ids.aisha,
      message:
        "Hi! I'm a first-year Pharmacy student looking for a house in Fallowfield for next year. I'm tidy, friendly and my budget is up to £550 — I'd love to join you!",
      status: "pending",
      createdAt: aishaAsked,
    },
  ]);
  return { g1, g1Created, g1Members, aishaAsked };
}

export type SeededGroups = Awaited<ReturnType<typeof seedGroups>>;

const INVITE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function inviteCode(rng: Rng): string {
  return Array.from({ length: 8 }, () => INVITE_ALPHABET[rng.int(0, INVITE_ALPHABET.length - 1)]).join("");
}
