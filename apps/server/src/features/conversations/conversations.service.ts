import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, conversations } from "../../db/schema.ts";
import { addReadersToNewInquiry } from "./group-inquiry-readers.ts";

/**
 * The one landlord_tenant conversation of a (tenant, property) pair, created on first contact.
 * Safe under concurrency: the partial unique index conversations_one_per_tenant_property lets only
 * one insert win; a concurrent loser waits for the winner's commit, inserts nothing, and then
 * reads the winner's row. Participants are added only by the transaction that created it: the
 * tenant, the landlord and, when the tenant leads a group, its members as readers (decision 022).
 */
export async function findOrCreateLandlordTenantConversation(
  tx: Tx,
  {
    propertyId,
    tenantId,
    landlordId,
    now,
  }: { propertyId: string; tenantId: string; landlordId: string; now?: Date },
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({ type: "landlord_tenant", propertyId, tenantId, ...(now ? { createdAt: now } : {}) })
    .onConflictDoNothing({
      target: [conversations.propertyId, conversations.tenantId],
      // Unqualified: ON CONFLICT's index predicate must match the partial index's own wording.
      where: sql`type = 'landlord_tenant'`,
    })
    .returning({ id: conversations.id });
  if (inserted) {
    await tx.insert(conversationParticipants).values([
      { conversationId: inserted.id, userId: tenantId, role: "tenant", ...(now ? { joinedAt: now } : {}) },
      {
        conversationId: inserted.id,
        userId: landlordId,
        role: "landlord",
        ...(now ? { joinedAt: now } : {}),
      },
    ]);
    await addReadersToNewInquiry(tx, tenantId);
    return { id: inserted.id, created: true };
  }
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.type, "landlord_tenant"),
        eq(conversations.propertyId, propertyId),
        eq(conversations.tenantId, tenantId),
      ),
    )
    .limit(1);
  if (!existing) throw new Error("landlord_tenant conversation vanished between insert and select");
  return { id: existing.id, created: false };
}
