import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * Operators review verifications (decision 058). The role is granted and taken away only by
 * `npm run admin`, never by sign-up or any API; to anyone else the operator pages do not exist.
 */
export async function requireOperator(db: Db, userId: string): Promise<void> {
  const [row] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), eq(profiles.isOperator, true)));
  if (!row) throw notFound();
}
