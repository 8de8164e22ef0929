import type { ProfileConsent, ProfileDetail, ProfileView } from "@roost/shared/contracts/roommates.ts";
import { compatibility } from "@roost/shared/domain/compatibility.ts";
import { connectButtonState } from "@roost/shared/domain/connect-request.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { showsPhoneNumber } from "@roost/shared/domain/profile.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { profileAccessConsents, profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { groupMembersOf, membershipOf } from "../groups/group-queries.ts";
import { connectView, requestBetween, toConnectRequestJson } from "../roommates/connect-requests.service.ts";
import { badgesByUser, toPublicProfile } from "../roommates/public-profile.ts";
import { blockBetween } from "../safety/blocks.ts";

/**
 * Whether a landlord-side viewer deals with this student: a landlord_tenant conversation both
 * take part in, or a deal (viewing / application) of the viewer's with the student or with the
 * student's group (the landlord sees the applying group's members).
 */
async function landlordLinked(tx: Tx, viewerId: string, studentId: string): Promise<boolean> {
  const result = await tx.execute<{ linked: boolean }>(sql`
    select (
      exists (
        select 1 from conversations c
        join conversation_participants a on a.conversation_id = c.id and a.user_id = ${viewerId}
        join conversation_participants b on b.conversation_id = c.id and b.user_id = ${studentId}
          and b.role <> ${GROUP_INQUIRY_READER_ROLE}
        where c.type = 'landlord_tenant')
      or exists (
        select 1 from deal_progression d
        where d.landlord_id = ${viewerId}
          and (d.student_id = ${studentId}
            or d.group_id in (select gm.group_id from group_members gm where gm.user_id = ${studentId})))
    ) as linked`);
  return result.rows[0]?.linked === true;
}

/**
 * GET /api/profiles/:userId — the Profile View dialog.
 * - Student viewer: any student (themself included), context 'roommates', with connect state and
 *   compatibility; never the phone number.
 * - Any other type (landlord, property finder, professional, general: whoever owns the listing):
 *   only a student linked to them (landlordLinked). Until their consent for this student is
 *   recorded (recordProfileConsent), the name and avatar only; after it, context 'landlord' with
 *   the phone number for a landlord only (showsPhoneNumber) and the student's group summary; no
 *   connect state (landlords get no Connect / Message, §6).
 * - Everyone and everything else: 404, the same answer as for an unknown user.
 */
export async function getProfileView(db: Db, viewerId: string, targetId: string): Promise<ProfileView> {
  const [viewer] = await db.select().from(profiles).where(eq(profiles.userId, viewerId)).limit(1);
  const [target] = await db.select().from(profiles).where(eq(profiles.userId, targetId)).limit(1);
  const missing = () => notFound("Profile not found.");
  if (!viewer?.userType || !target || target.userType !== "student") throw missing();
  // Someone the student blocked may not see their profile at all (decision 011).
  if ((await blockBetween(db, viewerId, targetId)).blockedByThem) throw missing();
  const badges = (await badgesByUser(db, [targetId])).get(targetId) ?? [];
  const base = toPublicProfile(target, badges);

  if (viewer.userType === "student") {
    const self = viewerId === targetId;
    const request = self ? null : await requestBetween(db, viewerId, targetId);
    return {
      ...base,
      access: "full",
      context: "roommates",
      phone: null,
      connect_state: self ? null : connectButtonState(connectView(request), viewerId),
      connect_request: request ? toConnectRequestJson(request) : null,
      compatibility: self
        ? null
        : compatibility(
            {
              university: viewer.university,
              budget_min: viewer.budgetMin,
              budget_max: viewer.budgetMax,
              interests: viewer.interests,
              hobbies: viewer.hobbies,
              preferred_locations: viewer.preferredLocations,
            },
            base,
          ),
      group: null,
    };
  }

  // Every other type may own a listing (§6: professional and general share the landlord-style
  // views), so each sees the students of its own enquiries and deals in the landlord context,
  // after the GDPR consent (§5; decision 015); the phone stays the landlord's (showsPhoneNumber).
  if (!(await landlordLinked(db, viewerId, targetId))) throw missing();
  if (!(await consentedAt(db, viewerId, targetId)))
    return {
      access: "consent_required",
      context: "landlord",
      user_id: target.userId,
      display_name: target.displayName,
      avatar_url: target.avatarUrl,
    };
  const membership = await membershipOf(db, targetId);
  let group: ProfileDetail["group"] = null;
  if (membership) {
    const [row] = await db
      .execute<{ name: string }>(sql`select name from groups where id = ${membership.groupId}`)
      .then((r) => r.rows);
    const members = await groupMembersOf(db, membership.groupId);
    if (row) {
      group = {
        id: membership.groupId,
        name: row.name,
        member_count: members.length,
        members: members.map((m) => ({
          user_id: m.user_id,
          display_name: m.display_name,
          avatar_url: m.avatar_url,
          role: m.role,
        })),
      };
    }
  }
  return {
    ...base,
    access: "full",
    context: "landlord",
    // The landlord context by construction; the shared rule still decides (a property finder is not shown it).
    phone: showsPhoneNumber(viewer.userType, "landlord") ? target.phone : null,
    connect_state: null,
    connect_request: null,
    compatibility: null,
    group,
  };
}

/** When the viewer's GDPR consent for this student was recorded, or null. */
async function consentedAt(db: Db, viewerId: string, studentId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: profileAccessConsents.consentedAt })
    .from(profileAccessConsents)
    .where(and(eq(profileAccessConsents.viewerId, viewerId), eq(profileAccessConsents.studentId, studentId)));
  return row?.at ?? null;
}

/**
 * POST /api/profiles/:userId/consent — a landlord-side viewer's one-time GDPR consent (§5) for a
 * student: who, which student, when. Only for a profile the caller may open in the landlord
 * context (the same gate as getProfileView, blocks included); anyone else gets its 404.
 * Idempotent: a repeat keeps the first time.
 */
export async function recordProfileConsent(
  db: Db,
  viewerId: string,
  studentId: string,
  now: Date,
): Promise<ProfileConsent> {
  const view = await getProfileView(db, viewerId, studentId);
  if (view.context !== "landlord") throw notFound("Profile not found.");
  await db
    .insert(profileAccessConsents)
    .values({ viewerId, studentId, consentedAt: now })
    .onConflictDoNothing();
  const at = await consentedAt(db, viewerId, studentId);
  if (!at) throw new Error("profile consent was not stored");
  return { student_id: studentId, consented_at: at.toISOString() };
}
