import { randomUUID } from "node:crypto";
import { DAY_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { appendMessage } from "../../../features/messages/append-message.ts";
import { conversationParticipants, conversations } from "../../schema.ts";
import type { SeedContext, SeedPeople } from "./context.ts";
import type { SeededProperties } from "./properties.ts";

/**
 * Enquiries answered in the past weeks, so the demo landlords' response times are measured from
 * replies like anyone's (decision 058): James answers within the hour ("usually responds within 2
 * hours"), Margaret within the working day ("usually responds within a day"), Tariq has had one
 * enquiry ("New to Roost"). The askers are students outside Sophie's group.
 */
const PAST_ENQUIRIES = [
  { landlord: "james", student: "jack", daysAgo: 18, replyMinutes: 25 },
  { landlord: "james", student: "chloe", daysAgo: 33, replyMinutes: 50 },
  { landlord: "james", student: "aisha", daysAgo: 47, replyMinutes: 70 },
  { landlord: "james", student: "thomas", daysAgo: 61, replyMinutes: 15 },
  { landlord: "margaret", student: "ethan", daysAgo: 22, replyMinutes: 5 * 60 },
  { landlord: "margaret", student: "grace", daysAgo: 40, replyMinutes: 9 * 60 },
  { landlord: "margaret", student: "mohammed", daysAgo: 55, replyMinutes: 4 * 60 },
  { landlord: "tariq", student: "liam", daysAgo: 12, replyMinutes: 3 * 60 },
] as const;

export async function seedEnquiryHistory(
  { tx, ago }: SeedContext,
  people: SeedPeople,
  { listings, showcase }: SeededProperties,
): Promise<{ conversations: number; messages: number }> {
  let messageCount = 0;
  const asked = new Map<string, number>();
  for (const past of PAST_ENQUIRIES) {
    const theirs = listings.filter((l) => l.ownerKey === past.landlord && l.live && l.row.id !== showcase.id);
    const nth = asked.get(past.landlord) ?? 0;
    asked.set(past.landlord, nth + 1);
    const home = theirs[nth % theirs.length]?.row;
    if (!home?.id) throw new Error(`no live listing of ${past.landlord} to ask about`);
    const student = people.person(past.student);
    const landlord = people.person(past.landlord);
    const askedAt = ago(past.daysAgo * DAY_MS);
    const thread = [
      {
        from: student,
        at: askedAt,
        text: `Hi, is ${home.addressLine1} still available for next year? Could I come and see it?`,
      },
      {
        from: landlord,
        at: new Date(askedAt.getTime() + past.replyMinutes * MINUTE_MS),
        text: `Hi ${student.name.split(" ")[0]}, thanks for asking. It's been taken for next year, I'm afraid, but I'll let you know if anything changes.`,
      },
      {
        from: student,
        at: new Date(askedAt.getTime() + (past.replyMinutes + 20) * MINUTE_MS),
        text: "No worries, thanks for letting me know!",
      },
    ];
    const conversationId = randomUUID();
    const lastAt = thread[thread.length - 1]?.at ?? askedAt;
    await tx.insert(conversations).values({
      id: conversationId,
      type: "landlord_tenant",
      name: home.addressLine1,
      propertyId: home.id,
      tenantId: student.id,
      createdAt: askedAt,
    });
    await tx.insert(conversationParticipants).values([
      { conversationId, userId: student.id, role: "tenant", lastReadAt: lastAt, joinedAt: askedAt },
      { conversationId, userId: landlord.id, role: "landlord", lastReadAt: lastAt, joinedAt: askedAt },
    ]);
    for (const m of thread)
      await appendMessage(tx, {
        id: randomUUID(),
        conversationId,
        senderId: m.from.id,
        content: m.text,
        messageType: "text",
        isSystemMessage: false,
        createdAt: m.at,
      });
    messageCount += thread.length;
  }
  return { conversations: PAST_ENQUIRIES.length, messages: messageCount };
}
