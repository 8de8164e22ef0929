import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import type { Tx } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { publishMany } from "../../realtime/bus.ts";
import { postSystemMessage } from "../deals/deal-effects.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import type { TenancyAccess } from "./tenancy-access.ts";

// What every change of a tenancy causes, in its transaction so it happens exactly when the change
// commits: a system message in the deal's chat, a notification (and so a "viewings and deals"
// email) for every other party, and the live events that refresh each party's tenancy page and
// the deal card.

export interface TenancyChange {
  conversationId: string;
  propertyId: string;
  actor: { id: string; name: string };
  /** The chat's line and the notification's text. */
  message: string;
  title: string;
}

export function partyIds(access: Pick<TenancyAccess, "tenancy" | "tenants">): string[] {
  return [access.tenancy.landlordId, ...access.tenants.map((t) => t.userId)];
}

export async function announceTenancyChange(
  tx: Tx,
  log: Logger,
  access: Pick<TenancyAccess, "tenancy" | "tenants">,
  change: TenancyChange,
) {
  const parties = partyIds(access);
  await postSystemMessage(tx, change.conversationId, change.actor.id, change.message);
  for (const userId of parties.filter((id) => id !== change.actor.id)) {
    await notifySafely(
      tx,
      {
        userId,
        type: "negotiation",
        title: change.title,
        message: change.message,
        data: {
          conversation_id: change.conversationId,
          conversation_type: "landlord_tenant",
          property_id: change.propertyId,
          tenancy_id: access.tenancy.id,
          sender_id: change.actor.id,
          sender_name: change.actor.name,
        },
      },
      log,
    );
  }
  await publishMany(tx, [
    ...parties.map((id) => ({
      channel: userChannel(id),
      event: { kind: "tenancy_updated" as const, tenancy_id: access.tenancy.id },
    })),
    {
      channel: conversationChannel(change.conversationId),
      event: { kind: "deal_updated" as const, conversation_id: change.conversationId },
    },
  ]);
}
