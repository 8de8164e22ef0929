import { type DealActorRole, type DealState, INITIAL_DEAL_STATE } from "@roost/shared/domain/deal-stage.ts";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, dealProgression, properties, viewingTimeSlots } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { type ConversationRow, requireParticipant } from "../conversations/conversation-access.ts";
import { membershipOf } from "../groups/group-queries.ts";
import { refuse } from "./deal-errors.ts";
import type { DealRow } from "./deal-parties.ts";

// What an action or the view starts from: the inquiry, its property and deal, and who the viewer
// is in it (landlord, leader or member). Loaded inside the caller's transaction, locked for actions.

export function toDealState(row: DealRow | null): DealState {
  if (!row) return { ...INITIAL_DEAL_STATE };
  return {
    stage: row.currentStage,
    viewingRequestedAt: row.viewingRequestedAt,
    slotsGivenAt: row.slotsGivenAt,
    viewingScheduledAt: row.viewingScheduledAt,
    viewingConfirmedByStudentAt: row.viewingConfirmedByStudentAt,
    viewingConfirmedByLandlordAt: row.viewingConfirmedByLandlordAt,
    viewingConfirmedAt: row.viewingConfirmedAt,
    studentReadyAt: row.studentReadyAt,
    landlordConfirmedAt: row.landlordConfirmedAt,
  };
}

export type PropertyRow = Pick<
  typeof properties.$inferSelect,
  "id" | "userId" | "addressLine1" | "town" | "postcode"
>;

export interface DealContext {
  viewerId: string;
  conversation: ConversationRow;
  participantRole: string;
  property: PropertyRow | null;
  /** The owner's account exists and takes part in this conversation. */
  ownerReachable: boolean;
  role: DealActorRole;
  /** The viewer's group membership (students only). */
  membership: { groupId: string; role: "admin" | "member" } | null;
  deal: DealRow | null;
}

export async function loadProperty(tx: Tx, propertyId: string | null): Promise<PropertyRow | null> {
  if (!propertyId) return null;
  const [row] = await tx
    .select({
      id: properties.id,
      userId: properties.userId,
      addressLine1: properties.addressLine1,
      town: properties.town,
      postcode: properties.postcode,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
}

export async function loadDeal(tx: Tx, conversationId: string, propertyId: string | null, lock: boolean) {
  if (!propertyId) return null;
  const query = tx
    .select()
    .from(dealProgression)
    .where(
      and(eq(dealProgression.conversationId, conversationId), eq(dealProgression.propertyId, propertyId)),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/**
 * The conversation (404 unless the viewer takes part and it is an inquiry), its property and
 * deal, and the viewer's role: the property owner is the landlord; a student is the leader when
 * they lead their group or have none (§5), a member otherwise.
 */
export async function loadContext(tx: Tx, conversationId: string, viewerId: string, lock: boolean) {
  const { conversation, participant } = await requireParticipant(tx, conversationId, viewerId);
  if (conversation.type !== "landlord_tenant") throw notFound("Conversation not found.");
  const property = await loadProperty(tx, conversation.propertyId);
  let ownerReachable = false;
  if (property) {
    const owner = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, property.userId),
        ),
      )
      .limit(1);
    ownerReachable = owner.length > 0;
  }
  const isLandlord = property ? property.userId === viewerId : participant.role === "landlord";
  const membership = isLandlord ? null : await membershipOf(tx, viewerId);
  const role: DealActorRole = isLandlord ? "landlord" : membership?.role === "member" ? "member" : "leader";
  const deal = await loadDeal(tx, conversationId, property?.id ?? null, lock);
  const context: DealContext = {
    viewerId,
    conversation,
    participantRole: participant.role,
    property,
    ownerReachable,
    role,
    membership,
    deal,
  };
  return context;
}

export function requireDeal(context: DealContext): DealRow {
  if (!context.deal) throw refuse("invalid_deal_stage");
  return context.deal;
}

export async function listSlots(tx: Tx, dealId: string) {
  return tx
    .select()
    .from(viewingTimeSlots)
    .where(eq(viewingTimeSlots.dealProgressionId, dealId))
    .orderBy(asc(viewingTimeSlots.proposedAt), asc(viewingTimeSlots.id));
}

export async function loadDealById(tx: Tx, dealId: string): Promise<DealRow | null> {
  const [row] = await tx.select().from(dealProgression).where(eq(dealProgression.id, dealId)).limit(1);
  return row ?? null;
}
