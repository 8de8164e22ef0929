import { reportReasonLabel } from "@roost/shared/domain/safety.ts";
import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";

// A report as operators read it, in the email (report-email.ts) and in `npm run admin -- reports`.
// Every user-written value is made safe to print (toSingleLine): control characters could forge
// mail lines or drive an operator's terminal.

export interface ReportDetails {
  id: string;
  createdAt: Date;
  status: string;
  reason: string;
  details: string | null;
  reporter: { id: string; name: string; email: string };
  listing: { id: string; address: string; ownerId: string } | null;
  user: { id: string; name: string; email: string } | null;
}

/** Details keep their line breaks (the operator reads paragraphs); each line is made safe. */
function printableText(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map(toSingleLine)
    .join("\n")
    .trim();
}

type Row = {
  id: string;
  created_at: Date | string;
  status: string;
  reason: string;
  details: string | null;
  reporter_id: string;
  reporter_name: string;
  reporter_email: string;
  property_id: string | null;
  address_line_1: string | null;
  town: string | null;
  postcode: string | null;
  owner_id: string | null;
  reported_user_id: string | null;
  reported_name: string | null;
  reported_email: string | null;
};

/** Reports matching `where` (a condition on `r`, the reports table), oldest first. */
export async function loadReports(tx: Tx, where: SQL): Promise<ReportDetails[]> {
  const result = await tx.execute<Row>(sql`
    select r.id, r.created_at, r.status, r.reason, r.details,
      r.reporter_id, coalesce(rp.display_name, ru.name) as reporter_name, ru.email as reporter_email,
      r.property_id, p.address_line_1, p.town, p.postcode, p.user_id as owner_id,
      r.reported_user_id, coalesce(tp.display_name, tu.name) as reported_name, tu.email as reported_email
    from reports r
    join "user" ru on ru.id = r.reporter_id
    left join profiles rp on rp.user_id = r.reporter_id
    left join properties p on p.id = r.property_id
    left join "user" tu on tu.id = r.reported_user_id
    left join profiles tp on tp.user_id = r.reported_user_id
    where ${where}
    order by r.created_at, r.id`);
  return result.rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    status: row.status,
    reason: reportReasonLabel(row.reason),
    details: row.details === null ? null : printableText(row.details),
    reporter: {
      id: row.reporter_id,
      name: toSingleLine(row.reporter_name),
      email: toSingleLine(row.reporter_email),
    },
    listing: row.property_id
      ? {
          id: row.property_id,
          address: toSingleLine(
            [row.address_line_1, row.town, row.postcode].filter((s) => s?.trim()).join(", "),
          ),
          ownerId: row.owner_id ?? "",
        }
      : null,
    user: row.reported_user_id
      ? {
          id: row.reported_user_id,
          name: toSingleLine(row.reported_name ?? ""),
          email: toSingleLine(row.reported_email ?? ""),
        }
      : null,
  }));
}
