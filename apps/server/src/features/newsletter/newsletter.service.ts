import type { Tx } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { conflict, isUniqueViolation } from "../../lib/errors.ts";

/** Footer newsletter sign-up (§7 Newsletter). The email arrives trimmed and lower-cased by the schema. */
export async function subscribe(
  db: Tx,
  input: { email: string; userAgent: string | null; referrer: string | null },
) {
  try {
    await db.insert(newsletterSubscriptions).values({
      email: input.email,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      referrer: input.referrer?.slice(0, 500) ?? null,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict("already_subscribed", "This email is already subscribed to our newsletter.");
    throw error;
  }
}
