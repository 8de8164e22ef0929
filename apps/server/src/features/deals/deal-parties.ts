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

async function partiesByIds(tx: Tx, ids: readonly string[]): Promise<Party[]> {
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
 * The tenant side of a deal: every member of the deal's group when it has one (leader first),
 * otherwise the student who requested. These receive the booking emails and become applicants.
 */
export async function studentSideIds(
  tx: Tx,
  deal: Pick<DealRow, "groupId" | "studentId">,
): Promise<string[]> {
  if (!deal.groupId) return [deal.studentId];
  const result = await tx.execute<{ user_id: string }>(sql`
    select user_id from group_members where group_id = ${deal.groupId}
    order by role = 'admin' desc, joined_at, user_id`);
  const ids = result.rows.map((r) => r.user_id);
  return ids.length > 0 ? ids : [deal.studentId];
}

/** Both parties of a deal with their e-mail addresses: the landlord and the student side. */
export async function dealParties(
  tx: Tx,
  deal: Pick<DealRow, "groupId" | "studentId" | "landlordId">,
): Promise<{ landlord: Party | null; students: Party[] }> {
  const studentIds = await studentSideIds(tx, deal);
  const [landlord] = await partiesByIds(tx, [deal.landlordId]);
  const students = await partiesByIds(tx, studentIds);
  const order = new Map(studentIds.map((id, i) => [id, i]));
  students.sort((a, b) => (order.get(a.user_id) ?? 0) - (order.get(b.user_id) ?? 0));
  return { landlord: landlord ?? null, students };
}
