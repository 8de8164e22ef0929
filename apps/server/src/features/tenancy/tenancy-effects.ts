import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import type { Tx } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { publishMany } from "../../realtime/bus.ts";
import { announceDealStep } from "../deals/deal-effects.ts";
import type { TenancyAccess } from "./tenancy-access.ts";

// What every change of a tenancy causes, in its transaction so it happens exactly when the change
// commits: announced as a deal step is (a system message in the deal's chat, a notification, and
// so a "viewings and deals" email, for every other party, opening the tenancy), and the live
// events that refresh each party's tenancy page and the deal card.

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
  const { tenancy } = access;
  const note = { title: change.title, message: change.message };
  await announceDealStep(
    tx,
    log,
    { conversationId: change.conversationId, propertyId: change.propertyId, landlordId: tenancy.landlordId },
    {
      actor: change.actor,
      chat: change.message,
      students: { ...note, to: access.tenants.map((t) => t.userId).filter((id) => id !== change.actor.id) },
      ...(change.actor.id === tenancy.landlordId ? {} : { landlord: note }),
      tenancyId: tenancy.id,
    },
  );
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
