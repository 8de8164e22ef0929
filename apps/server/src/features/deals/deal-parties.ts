import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { dealProgression } from "../../db/schema.ts";

export type DealRow = typeof dealProgression.$inferSelect;

export type Party = {
  user_id: string;
  name: string;
  email: string;
};

/** 'address_line_1, town, postcode' without empty parts. */
export function formatAddress(p: { addressLine1: string; town: string; postcode: string }): string {
  return [p.addressLine1, p.town, p.postcode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(", ");
}

/** Display name for messages and mails: profile display name, else the account name. */
export async function nameOf(tx: Tx, userId: string): Promise<string> {
  const result = await tx.execute<{ name: string | null }>(sql`
    select coalesce(nullif(btrim(p.display_name), ''), u.name) as name
    from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`);
  return result.rows[0]?.name ?? "Someone";
}

/** Each user's display name and account email, by id. */
export async function partiesByIds(tx: Tx, ids: readonly string[]): Promise<Party[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute<Party>(sql`
    select u.id as user_id, coalesce(nullif(btrim(p.display_name), ''), u.name) as name, u.email
    from "user" u left join profiles p on p.user_id = u.id
    where u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by u.id`);
  return result.rows;
}

/**
 * Records the applicants when the viewing is requested (decision 006, 2026-11-24): the members of
 * the requester's group at that moment, leader first then by joining time, or the requester alone.
 * The group row is share-locked so a join or removal committing at the same time is either wholly
 * before the snapshot or wholly after it.
 */
export async function recordDealApplicants(
  tx: Tx,
  deal: Pick<DealRow, "id" | "groupId" | "studentId">,
): Promise<void> {
  if (!deal.groupId) {
    await tx.execute(sql`
      insert into deal_applicants (deal_progression_id, user_id, position)
      values (${deal.id}, ${deal.studentId}, 0)`);
    return;
  }
  await tx.execute(sql`select 1 from groups where id = ${deal.groupId} for share`);
  await tx.execute(sql`
    insert into deal_applicants (deal_progression_id, user_id, position)
    select ${deal.id}, user_id,
      (row_number() over (order by role = 'admin' desc, joined_at, user_id))::int - 1
    from group_members where group_id = ${deal.groupId}`);
}

/**
 * The tenant side of a deal: its recorded applicants who are still in the deal's group (someone
 * who joined after the request never was one; someone who left or was removed no longer is), in
 * their order; without a group (or without records, for deals from before them) the requester.
 * These receive the booking emails and become the applications.
 */
export async function studentSideIds(
  tx: Tx,
  deal: Pick<DealRow, "id" | "groupId" | "studentId">,
): Promise<string[]> {
  if (!deal.groupId) return [deal.studentId];
  const result = await tx.execute<{ user_id: string }>(sql`
    select a.user_id from deal_applicants a
    join group_members m on m.user_id = a.user_id and m.group_id = ${deal.groupId}
    where a.deal_progression_id = ${deal.id}
    order by a.position`);
  const ids = result.rows.map((r) => r.user_id);
  return ids.length > 0 ? ids : [deal.studentId];
}

/** Both parties of a deal with their e-mail addresses: the landlord and the student side. */
export async function dealParties(
  tx: Tx,
  deal: Pick<DealRow, "id" | "groupId" | "studentId" | "landlordId">,
): Promise<{ landlord: Party | null; students: Party[] }> {
  const studentIds = await studentSideIds(tx, deal);
  const [landlord] = await partiesByIds(tx, [deal.landlordId]);
  const students = await partiesByIds(tx, studentIds);
  const order = new Map(studentIds.map((id, i) => [id, i]));
  students.sort((a, b) => (order.get(a.user_id) ?? 0) - (order.get(b.user_id) ?? 0));
  return { landlord: landlord ?? null, students };
}
