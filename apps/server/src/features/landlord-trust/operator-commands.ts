import { PROOF_KIND_LABELS, type ProofKind } from "@roost/shared/domain/landlord-trust.ts";
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, user } from "../../db/schema.ts";
import { pendingVerifications } from "./verification.service.ts";

// `npm run admin --` commands for verifications and the operator role (decision 058).

/** The pending requests as an operator reads them in a terminal. */
export async function formatPendingVerifications(db: Db, publicUrl: string): Promise<string[]> {
  const pending = await pendingVerifications(db);
  if (pending.length === 0) return ["No verification requests waiting."];
  return [
    ...pending.map((r) =>
      [
        `Verification ${r.id}`,
        `  asked:    ${r.requested_at}`,
        `  who:      ${r.user_id} (${r.display_name} <${r.email}>, ${r.user_type ?? "no type"}, ${r.listings} listing(s))`,
        `  proof:    ${PROOF_KIND_LABELS[r.proof_kind as ProofKind] ?? r.proof_kind}`,
        `  review:   ${publicUrl}/operator/verifications (signed in as an operator)`,
        "",
      ].join("\n"),
    ),
    `${pending.length} waiting.`,
  ];
}

/**
 * Grants or takes away the operator role of the account with this email or id. Returns its name,
 * or null when there is no such account.
 */
export async function setOperator(db: Db, who: string, operator: boolean): Promise<string | null> {
  const [account] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(or(eq(user.id, who), eq(sql`lower(${user.email})`, who.toLowerCase())));
  if (!account) return null;
  const updated = await db
    .update(profiles)
    .set({ isOperator: operator })
    .where(eq(profiles.userId, account.id))
    .returning({ id: profiles.userId });
  return updated.length ? account.name : null;
}
