import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { profiles } from "../../db/schema.ts";

/**
 * A student's display name as the group notifications quote it ("Ana invited you…", "Ana wants to
 * join…"), or null before they have set one; each caller picks its own stand-in.
 */
export async function displayNameOf(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: profiles.displayName })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.name ?? null;
}
