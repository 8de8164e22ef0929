import { isReviewPolicyRule, REVIEW_POLICY_RULES } from "@roost/shared/domain/reviews.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { reviewReports, reviews } from "../../db/schema.ts";
import { isUuid } from "../properties/property-access.ts";
import { AdminError } from "../safety/admin-commands.ts";

// `npm run admin --` for reviews (decision 058): reported reviews, and hiding one under a rule of the
// published review policy, recorded with its reason; never for being negative.

type Reported = {
  id: string;
  property: string;
  author: string | null;
  body: string;
  reports: number;
  details: string[];
};

/** Reviews with open reports, most reported first, as an operator reads them in a terminal. */
export async function formatReportedReviews(db: Db): Promise<string[]> {
  const rows = await db.execute<Reported>(sql`
    select r.id, p.address_line_1 as property, u.email as author, r.body, count(rr.id)::int as reports,
      array_remove(array_agg(rr.details), null) as details
    from reviews r
    join review_reports rr on rr.review_id = r.id and rr.status = 'open'
    join properties p on p.id = r.property_id
    left join "user" u on u.id = r.author_id
    where r.hidden_at is null
    group by r.id, p.address_line_1, u.email
    order by count(rr.id) desc, r.created_at`);
  if (rows.rows.length === 0) return ["No reported reviews."];
  return [
    ...rows.rows.map((r) =>
      [
        `Review ${r.id} (${r.reports} report${r.reports === 1 ? "" : "s"})`,
        `  home:    ${r.property}`,
        `  author:  ${r.author ?? "former tenant"}`,
        ...r.body.split("\n").map((line) => `    ${line}`),
        ...r.details.map((d) => `  report:  ${d}`),
        "",
      ].join("\n"),
    ),
    `Rules: ${Object.keys(REVIEW_POLICY_RULES).join(", ")} (hide-review ID RULE "reason")`,
  ];
}

/** Hides a review under a rule of the policy, with the reason, and closes its reports. */
export async function hideReview(db: Db, now: Date, id: string, rule: string, reason: string): Promise<void> {
  if (!isReviewPolicyRule(rule))
    throw new AdminError(
      `"${rule}" is not a rule of the review policy: ${Object.keys(REVIEW_POLICY_RULES).join(", ")}.`,
    );
  if (!isUuid(id)) throw new AdminError(`No review with id ${id}.`);
  await db.transaction(async (tx) => {
    const hidden = await tx
      .update(reviews)
      .set({ hiddenAt: now, hiddenRule: rule, hiddenReason: reason })
      .where(and(eq(reviews.id, id), sql`${reviews.hiddenAt} is null`))
      .returning({ id: reviews.id });
    if (!hidden.length) throw new AdminError(`No visible review with id ${id}.`);
    await tx.update(reviewReports).set({ status: "actioned" }).where(eq(reviewReports.reviewId, id));
  });
}

/** Shows a hidden review again (a mistaken hiding); its rule and reason are cleared. */
export async function unhideReview(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw new AdminError(`No review with id ${id}.`);
  const shown = await db
    .update(reviews)
    .set({ hiddenAt: null, hiddenRule: null, hiddenReason: null })
    .where(and(eq(reviews.id, id), sql`${reviews.hiddenAt} is not null`))
    .returning({ id: reviews.id });
  if (!shown.length) throw new AdminError(`No hidden review with id ${id}.`);
}
