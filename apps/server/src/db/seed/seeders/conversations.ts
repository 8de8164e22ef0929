import { randomUUID } from "node:crypto";
import { DAY_MS, HOUR_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { appendMessage } from "../../../features/messages/append-message.ts";
import { conversationParticipants, conversations } from "../../schema.ts";
import type { SeedContext, SeedPeople } from "./context.ts";
import type { SeededGroups } from "./groups.ts";
import type { SeededProperties } from "./properties.ts";

/**
 * Sophie's three chats: her enquiry with James about the showcase listing (her group reads along),
 * her group's chat and a direct chat with Hannah, with their messages and read positions.
 */
export async function seedConversations(
  { tx, ago }: SeedContext,
  { ids }: SeedPeople,
  { showcase }: SeededProperties,
  { g1, g1Created, g1Members }: SeededGroups,
) {
  const convLandlord = randomUUID();
  const convGroup = randomUUID();
  const convDirect = randomUUID();
  const when = calendarDate(showcase.availableFrom ?? "", { year: false });
  const street = (showcase.addressLine1 ?? "").replace(/^\d+\s+/, "");
  const llStart = ago(3 * DAY_MS + 2 * HOUR_MS);
  const llMessages = [
    {
      from: ids.sophie,
      at: llStart,
      text: `Hi James! I'm looking for a house for our group from ${when} and the one on ${street} looks perfect. Are the rooms still available, and could we arrange a viewing?`,
    },
    {
      from: ids.james,
      at: new Date(llStart.getTime() + 3 * HOUR_MS + 12 * MINUTE_MS),
      text: `Hi Sophie, thanks for getting in touch. Yes, all ${showcase.bedrooms} rooms are still available from ${when}. Each has a double bed, a desk and plenty of storage. When would suit you for a viewing?`,
    },
    {
      from: ids.sophie,
      at: new Date(llStart.getTime() + DAY_MS + 40 * MINUTE_MS),
      text: "Brilliant, thank you! We're all free most weekday afternoons after 2pm. Is it close to the bus stops for Oxford Road?",
    },
    {
      from: ids.james,
      at: ago(5 * HOUR_MS),
      text: "It's a two-minute walk to the Wilmslow Road stops, so the 42, 43 and 142 are right there. I can do Thursday at 3pm or Friday at 4pm — let me know which works for your group.",
    },
  ];
  const groupMessages = [
    { from: null, at: g1Created, text: "Welcome to the group chat! 🎉" },
    {
      from: ids.sophie,
      at: ago(10 * DAY_MS + 6 * HOUR_MS),
      text: "Hey both! Made this so we can keep all the house hunting in one place 🏠",
    },
    {
      from: ids.oliver,
      at: ago(10 * DAY_MS + 4 * HOUR_MS),
      text: "Nice one. I've seen a few on Ladybarn Lane and Mauldeth Road — still max £600 each?",
    },
    {
      from: ids.amelia,
      at: ago(9 * DAY_MS + 22 * HOUR_MS),
      text: "Yes, £600 max for me, ideally with bills included. Can we stay near the 142 route? I'm at All Saints most days.",
    },
    {
      from: ids.sophie,
      at: ago(2 * DAY_MS + 20 * HOUR_MS),
      text: "Agreed! I've messaged a landlord about a house in Fallowfield — will share once he replies.",
    },
  ];
  const directMessages = [
    {
      from: ids.hannah,
      at: ago(11 * DAY_MS + 20 * HOUR_MS),
      text: "Hi Sophie! Thanks for accepting. Are you still after more housemates for next year?",
    },
    {
      from: ids.sophie,
      at: ago(11 * DAY_MS + 18 * HOUR_MS),
      text: "Hey Hannah! We might be — there are three of us at the moment. I'll ask the others and send you our invite code.",
    },
    { from: ids.hannah, at: ago(11 * DAY_MS + 17 * HOUR_MS), text: "That would be great, thank you! 😊" },
  ];
  const last = <T extends { at: Date }>(list: T[]) => list[list.length - 1].at;

  await tx.insert(conversations).values([
    {
      id: convLandlord,
      type: "landlord_tenant",
      name: showcase.addressLine1,
      propertyId: showcase.id,
      tenantId: ids.sophie,
      lastMessageAt: last(llMessages),
      createdAt: llStart,
    },
    {
      id: convGroup,
      type: "group",
      name: "Fallowfield Five",
      groupId: g1,
      lastMessageAt: last(groupMessages),
      createdAt: g1Created,
    },
    {
      id: convDirect,
      type: "direct",
      directKey: [ids.sophie, ids.hannah].sort().join(":"),
      lastMessageAt: last(directMessages),
      createdAt: directMessages[0].at,
    },
  ]);
  await tx.insert(conversationParticipants).values([
    // Sophie has read up to her own message, not James's latest reply.
    {
      conversationId: convLandlord,
      userId: ids.sophie,
      role: "tenant",
      lastReadAt: new Date(llMessages[2].at.getTime() + MINUTE_MS),
      joinedAt: llStart,
    },
    {
      conversationId: convLandlord,
      userId: ids.james,
      role: "landlord",
      lastReadAt: last(llMessages),
      joinedAt: llStart,
    },
    // Sophie's group reads her enquiry (decision 022).
    ...g1Members
      .filter((m) => m.role === "member")
      .map((m) => ({
        conversationId: convLandlord,
        userId: ids[m.key],
        role: GROUP_INQUIRY_READER_ROLE,
        lastReadAt: last(llMessages),
        joinedAt: m.joinedAt,
      })),
    ...g1Members.map((m) => ({
      conversationId: convGroup,
      userId: ids[m.key],
      role: m.role,
      lastReadAt: m.key === "amelia" ? groupMessages[3].at : last(groupMessages),
      joinedAt: m.joinedAt,
    })),
    {
      conversationId: convDirect,
      userId: ids.sophie,
      role: "member",
      lastReadAt: new Date(last(directMessages).getTime() + 30 * MINUTE_MS),
      joinedAt: directMessages[0].at,
    },
    {
      conversationId: convDirect,
      userId: ids.hannah,
      role: "member",
      lastReadAt: last(directMessages),
      joinedAt: directMessages[0].at,
    },
  ]);
  const messageRows = [
    ...llMessages.map((m) => ({ conversationId: convLandlord, ...m })),
    ...groupMessages.map((m) => ({ conversationId: convGroup, ...m })),
    ...directMessages.map((m) => ({ conversationId: convDirect, ...m })),
  ].map((m) => ({
    id: randomUUID(),
    conversationId: m.conversationId,
    senderId: m.from,
    content: m.text,
    messageType: m.from === null ? ("system" as const) : ("text" as const),
    isSystemMessage: m.from === null,
    createdAt: m.at,
  }));
  // One at a time, oldest first per conversation, so each gets its seq in the order it is shown.
  for (const row of messageRows) await appendMessage(tx, row);
  return {
    convLandlord,
    convGroup,
    convDirect,
    llStart,
    llMessages,
    groupMessages,
    directMessages,
    messages: messageRows.length,
  };
}

export type SeededConversations = Awaited<ReturnType<typeof seedConversations>>;
