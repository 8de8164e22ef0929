import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { connectRequests } from "../../schema.ts";
import type { SeedContext, SeedPeople } from "./context.ts";

/** Connect requests between students, one per pair: accepted, pending both ways, rejected. */
export async function seedConnectRequests({ tx, ago }: SeedContext, { ids }: SeedPeople) {
  const hannahConnected = ago(12 * DAY_MS + 4 * HOUR_MS);
  const ethanAsked = ago(6 * HOUR_MS);
  const sophieAskedGrace = ago(2 * DAY_MS + 7 * HOUR_MS);
  await tx.insert(connectRequests).values([
    {
      senderId: ids.hannah,
      receiverId: ids.sophie,
      message: "Hi Sophie, we're both looking around Fallowfield for next year — fancy connecting?",
      status: "accepted",
      createdAt: hannahConnected,
      updatedAt: new Date(hannahConnected.getTime() + 5 * HOUR_MS),
    },
    {
      senderId: ids.ethan,
      receiverId: ids.sophie,
      message: "Hey! Saw you're after housemates — I'm a first-year at Salford, happy to commute.",
      status: "pending",
      createdAt: ethanAsked,
      updatedAt: ethanAsked,
    },
    {
      senderId: ids.sophie,
      receiverId: ids.grace,
      message: "Hi Grace! Our group has space if you're still looking near the universities.",
      status: "pending",
      createdAt: sophieAskedGrace,
      updatedAt: sophieAskedGrace,
    },
    {
      senderId: ids.liam,
      receiverId: ids.jack,
      message: "Alright Jack, are you still looking for housemates?",
      status: "rejected",
      createdAt: ago(9 * DAY_MS),
      updatedAt: ago(8 * DAY_MS),
    },
  ]);
  return { hannahConnected, ethanAsked, sophieAskedGrace };
}

export type SeededConnectRequests = Awaited<ReturnType<typeof seedConnectRequests>>;
