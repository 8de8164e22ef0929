import type { DealActionName, DealView } from "@roost/shared/contracts/deals.ts";
import { MAX_VIEWING_SLOTS } from "@roost/shared/domain/constants.ts";
import {
  applyDealAction,
  attendanceQuestionOpensAt,
  type DealAction,
  type DealState,
  dealPhase,
  dealTurn,
  isAttendanceQuestionDue,
} from "@roost/shared/domain/deal-stage.ts";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { groupMembersOf, membershipOf } from "../groups/group-queries.ts";
import { dealHasTenancy, dealTenancyFor } from "../tenancy/tenancy-view.ts";
import { type DealContext, listSlots, loadContext, toDealState } from "./deal-context.ts";
import { formatAddress } from "./deal-parties.ts";
import { groupBudgetsForLandlord } from "./group-budgets.ts";

// The deal card as the viewer sees it (DealView of packages/shared contracts/deals.ts): stage,
// whose turn, the slots, the group and applicants, and the actions this viewer may take now.

async function personOf(tx: Tx, userId: string | null) {
  if (!userId) return null;
  const result = await tx.execute<{
    user_id: string;
    display_name: string | null;
    avatar_url: string | null;
  }>(
    sql`select u.id as user_id, coalesce(nullif(btrim(p.display_name), ''), u.name) as display_name,
      p.avatar_url from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  return result.rows[0] ?? null;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

function allowedActions(
  context: DealContext,
  state: DealState,
  slots: { proposedAt: Date }[],
  now: Date,
): DealActionName[] {
  const { role } = context;
  const can = (action: DealAction) => applyDealAction(state, action, role, now).ok;
  const allowed: DealActionName[] = [];
  if (!context.deal && context.property && context.ownerReachable && can({ type: "request_viewing" })) {
    allowed.push("request_viewing");
  }
  const drafting = role === "landlord" && state.stage === "request_viewing";
  if (drafting && slots.length < MAX_VIEWING_SLOTS) allowed.push("add_slots");
  if (drafting && slots.length > 0) allowed.push("remove_slot");
  if (can({ type: "send_slots", slots: slots.map((s) => s.proposedAt) })) allowed.push("send_slots");
  if (slots.some((s) => can({ type: "select_slot", slot: s.proposedAt }))) allowed.push("select_slot");
  if (role !== "member" && can({ type: "confirm_attendance", attended: true })) {
    allowed.push("confirm_attendance");
  }
  if (can({ type: "declare_interest", interested: true })) allowed.push("declare_interest");
  if (can({ type: "confirm_applicant" })) allowed.push("confirm_applicant");
  return allowed;
}

export async function buildView(tx: Tx, context: DealContext, now: Date): Promise<DealView> {
  const { deal, conversation, property } = context;
  const state = toDealState(deal);
  const slots = deal ? await listSlots(tx, deal.id) : [];

  const groupId =
    deal?.groupId ?? (deal ? null : ((await membershipOf(tx, conversation.tenantId ?? ""))?.groupId ?? null));
  let group: DealView["group"] = null;
  if (groupId) {
    const [g] = await tx
      .execute<{ id: string; name: string }>(sql`select id, name from groups where id = ${groupId}`)
      .then((r) => r.rows);
    if (g) {
      const members = await groupMembersOf(tx, groupId);
      group = {
        id: g.id,
        name: g.name,
        member_count: members.length,
        members: members.map((m) => ({
          user_id: m.user_id,
          display_name: m.display_name,
          avatar_url: m.avatar_url,
          role: m.role,
          is_leader: m.role === "admin",
        })),
        budgets:
          context.role === "landlord" && property
            ? await groupBudgetsForLandlord(tx, groupId, property.id)
            : null,
      };
    }
  }

  let application: DealView["application"] = null;
  if (deal) {
    const rows = await tx.execute<{
      id: string;
      applicant_user_id: string;
      status: "submitted" | "accepted" | "declined";
      created_at: Date;
      group_id: string | null;
      display_name: string | null;
      avatar_url: string | null;
      verified: boolean;
    }>(sql`
      select a.id, a.applicant_user_id, a.status, a.created_at, a.group_id,
        coalesce(nullif(btrim(p.display_name), ''), u.name) as display_name, p.avatar_url,
        exists (select 1 from user_badges b where b.user_id = a.applicant_user_id
          and b.badge_type = 'verified_renter') as verified
      from applications a join "user" u on u.id = a.applicant_user_id
      left join profiles p on p.user_id = a.applicant_user_id
      left join group_members gm on gm.user_id = a.applicant_user_id and gm.group_id = a.group_id
      where a.deal_progression_id = ${deal.id}
      order by gm.role = 'admin' desc nulls last, a.created_at, a.applicant_user_id`);
    const first = rows.rows[0];
    if (first) {
      application = {
        status: rows.rows.every((r) => r.status === "accepted") ? "accepted" : "submitted",
        submitted_at: new Date(first.created_at).toISOString(),
        group_id: first.group_id,
        applicants: rows.rows.map((r) => ({
          application_id: r.id,
          user_id: r.applicant_user_id,
          display_name: r.display_name,
          avatar_url: r.avatar_url,
          status: r.status,
          verified_renter: r.verified,
        })),
      };
    }
  }

  const opensAt = attendanceQuestionOpensAt(state);
  const studentDue = isAttendanceQuestionDue(state, "student", now);
  const landlordDue = isAttendanceQuestionDue(state, "landlord", now);
  const viewerDue =
    context.role === "landlord" ? landlordDue : context.role === "leader" ? studentDue : false;

  const tenancy = deal ? await dealTenancyFor(tx, deal.id, context.viewerId) : null;
  return {
    id: deal?.id ?? null,
    conversation_id: conversation.id,
    property: property ? { id: property.id, address: formatAddress(property) } : null,
    stage: state.stage,
    phase: dealPhase(state),
    status: deal ? (deal.status as "active" | "closed") : null,
    timestamps: {
      viewing_requested_at: iso(state.viewingRequestedAt),
      slots_given_at: iso(state.slotsGivenAt),
      viewing_scheduled_at: iso(state.viewingScheduledAt),
      viewing_confirmed_by_student_at: iso(state.viewingConfirmedByStudentAt),
      viewing_confirmed_by_landlord_at: iso(state.viewingConfirmedByLandlordAt),
      viewing_confirmed_at: iso(state.viewingConfirmedAt),
      student_ready_at: iso(state.studentReadyAt),
      landlord_confirmed_at: iso(state.landlordConfirmedAt),
    },
    turn: dealTurn(state, now),
    viewer_role: context.role,
    is_leader: context.role === "leader",
    allowed_actions: allowedActions(context, state, slots, now),
    attendance_question_opens_at: iso(opensAt),
    attendance_question_due: { student: studentDue, landlord: landlordDue, viewer: viewerDue },
    slots: slots.map((s) => ({
      id: s.id,
      proposed_at: s.proposedAt.toISOString(),
      is_selected: s.isSelected,
      created_at: s.createdAt.toISOString(),
    })),
    max_slots: MAX_VIEWING_SLOTS,
    requested_by: await personOf(tx, deal?.studentId ?? null),
    student: await personOf(tx, deal?.studentId ?? conversation.tenantId ?? null),
    landlord: await personOf(tx, deal?.landlordId ?? property?.userId ?? null),
    group,
    application,
    tenancy,
    tenancy_without_you: tenancy === null && deal !== null && (await dealHasTenancy(tx, deal.id)),
  };
}

/** The deal card of an inquiry for one viewer (404 unless they take part). */
export async function getDeal(
  deps: Pick<AppDeps, "database" | "clock">,
  conversationId: string,
  viewerId: string,
): Promise<DealView> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const context = await loadContext(tx, conversationId, viewerId, false);
    return buildView(tx, context, deps.clock.now());
  });
}
