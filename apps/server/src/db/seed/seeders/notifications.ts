import { DAY_MS, HOUR_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { type NotificationData, notifications } from "../../schema.ts";
import type { SeededConnectRequests } from "./connect-requests.ts";
import type { SeedContext, SeedPeople } from "./context.ts";
import type { SeededConversations } from "./conversations.ts";
import type { SeededGroups } from "./groups.ts";
import type { SeededProperties } from "./properties.ts";

/** The notifications the seeded messages and requests would have sent, some already read. */
export async function seedNotifications(
  { tx }: SeedContext,
  { ids, person }: SeedPeople,
  { showcase }: SeededProperties,
  { g1, g1Created, aishaAsked }: SeededGroups,
  { hannahConnected, ethanAsked, sophieAskedGrace }: SeededConnectRequests,
  { convLandlord, convGroup, convDirect, llMessages, groupMessages, directMessages }: SeededConversations,
) {
  const sophie = person("sophie");
  const james = person("james");
  const preview = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);
  const notify = (
    to: string,
    type: "message" | "connect_request" | "group_request",
    title: string,
    message: string,
    data: NotificationData,
    createdAt: Date,
    readAt: Date | null,
  ) => ({ userId: to, type, title, message, data, createdAt, readAt });
  const hannah = person("hannah");
  const notificationRows = [
    notify(
      ids.sophie,
      "message",
      `New message from ${james.name}`,
      preview(llMessages[3].text),
      {
        sender_id: james.id,
        sender_name: james.name,
        conversation_id: convLandlord,
        conversation_type: "landlord_tenant",
        property_id: showcase.id,
      },
      llMessages[3].at,
      null,
    ),
    notify(
      ids.sophie,
      "connect_request",
      "New connect request",
      `${person("ethan").name} wants to connect with you`,
      { sender_id: ids.ethan, sender_name: person("ethan").name },
      ethanAsked,
      null,
    ),
    notify(
      ids.sophie,
      "group_request",
      "New join request",
      `${person("aisha").name} wants to join Fallowfield Five`,
      { sender_id: ids.aisha, sender_name: person("aisha").name, group_id: g1 },
      aishaAsked,
      null,
    ),
    notify(
      ids.sophie,
      "message",
      `New message from ${hannah.name}`,
      preview(directMessages[2].text),
      {
        sender_id: hannah.id,
        sender_name: hannah.name,
        conversation_id: convDirect,
        conversation_type: "direct",
      },
      directMessages[2].at,
      new Date(directMessages[2].at.getTime() + 30 * MINUTE_MS),
    ),
    notify(
      ids.sophie,
      "connect_request",
      "New connect request",
      `${hannah.name} wants to connect with you`,
      { sender_id: hannah.id, sender_name: hannah.name },
      hannahConnected,
      new Date(hannahConnected.getTime() + 5 * HOUR_MS),
    ),
    notify(
      ids.sophie,
      "message",
      "New message in Fallowfield Five",
      `${person("amelia").name}: ${preview(groupMessages[3].text)}`,
      {
        sender_id: ids.amelia,
        sender_name: person("amelia").name,
        conversation_id: convGroup,
        conversation_type: "group",
        group_id: g1,
      },
      groupMessages[3].at,
      new Date(groupMessages[3].at.getTime() + 2 * HOUR_MS),
    ),
    notify(
      ids.sophie,
      "group_request",
      "New join request",
      `${person("amelia").name} wants to join Fallowfield Five`,
      { sender_id: ids.amelia, sender_name: person("amelia").name, group_id: g1 },
      new Date(g1Created.getTime() + 5 * DAY_MS),
      new Date(g1Created.getTime() + 6 * DAY_MS),
    ),
    notify(
      ids.james,
      "message",
      `New message from ${sophie.name}`,
      preview(llMessages[2].text),
      {
        sender_id: sophie.id,
        sender_name: sophie.name,
        conversation_id: convLandlord,
        conversation_type: "landlord_tenant",
        property_id: showcase.id,
      },
      llMessages[2].at,
      new Date(llMessages[2].at.getTime() + 2 * HOUR_MS),
    ),
    notify(
      ids.grace,
      "connect_request",
      "New connect request",
      `${sophie.name} wants to connect with you`,
      { sender_id: sophie.id, sender_name: sophie.name },
      sophieAskedGrace,
      null,
    ),
  ];
  await tx.insert(notifications).values(notificationRows);
  return notificationRows.length;
}
