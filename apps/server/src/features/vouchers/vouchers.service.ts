import { randomBytes } from "node:crypto";
import type { VoucherPack } from "@roost/shared/contracts/vouchers.ts";
import {
  formatVoucherCode,
  VOUCHER_CODE_RANDOM_LENGTH,
  VOUCHER_OFFERS,
  VOUCHER_PACK_TITLE,
  VOUCHER_PACK_TOTAL_POUNDS,
  voucherExpiry,
} from "@roost/shared/domain/vouchers.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { voucherCodes } from "../../db/schema.ts";

// The student voucher pack (docs/decisions/007-vouchers.md). Offers are fixed data; each student's
// codes are issued on their own first visit and stored, so they never change afterwards.

/** Random codes collide with odds of about 1 in 10^11; a few rounds make a failure practically impossible. */
const ISSUE_ROUNDS = 5;

/**
 * Issues the owner's missing codes. Safe under concurrency: the unique (user_id, offer_id) index
 * lets one of two simultaneous first visits win and the other inserts nothing; a (very unlikely)
 * clash with another user's code is skipped too and retried with a new code.
 */
async function issueMissingCodes(db: Db, userId: string, now: Date): Promise<void> {
  for (let round = 0; round < ISSUE_ROUNDS; round++) {
    const existing = await db
      .select({ offerId: voucherCodes.offerId })
      .from(voucherCodes)
      .where(eq(voucherCodes.userId, userId));
    const have = new Set(existing.map((r) => r.offerId));
    const missing = VOUCHER_OFFERS.filter((o) => !have.has(o.id));
    if (missing.length === 0) return;
    await db
      .insert(voucherCodes)
      .values(
        missing.map((offer) => ({
          userId,
          offerId: offer.id,
          code: formatVoucherCode(offer.prefix, randomBytes(VOUCHER_CODE_RANDOM_LENGTH)),
          issuedAt: now,
          expiresAt: voucherExpiry(now),
        })),
      )
      .onConflictDoNothing();
  }
  throw new Error("could not issue unique voucher codes");
}

/** The signed-in viewer as a pack owner when they are a student; null otherwise. */
async function studentOwner(db: Db, userId: string): Promise<VoucherPack["owner"]> {
  const result = await db.execute<{ user_id: string; display_name: string | null }>(
    sql`select u.id as user_id, coalesce(nullif(btrim(p.display_name), ''), u.name) as display_name
      from "user" u join profiles p on p.user_id = u.id
      where u.id = ${userId} and p.user_type = 'student'`,
  );
  return result.rows[0] ?? null;
}

/**
 * The pack at /vouchers/{uid}. Only its owner (a signed-in student opening their own page) learns
 * anything personal: their name and their codes, issued on the first visit. Everyone else — signed
 * out, another user, a non-student on their own page — gets the same generic pack for any uid,
 * without a name or codes, so the page reveals neither who owns it nor whether the id is an account.
 */
export async function getVoucherPack(
  db: Db,
  uid: string,
  viewerId: string | null,
  now: Date,
): Promise<VoucherPack> {
  const owner = viewerId === uid ? await studentOwner(db, uid) : null;
  const codes = new Map<string, { code: string; expiresAt: Date }>();
  if (owner) {
    await issueMissingCodes(db, owner.user_id, now);
    const rows = await db.select().from(voucherCodes).where(eq(voucherCodes.userId, owner.user_id));
    for (const row of rows) codes.set(row.offerId, { code: row.code, expiresAt: row.expiresAt });
  }
  const defaultExpiry = voucherExpiry(now);

  return {
    title: VOUCHER_PACK_TITLE,
    owner,
    is_owner: owner !== null,
    offers: VOUCHER_OFFERS.map((offer) => {
      const issued = codes.get(offer.id);
      return {
        id: offer.id,
        partner: offer.partner,
        category: offer.category,
        title: offer.title,
        value_pounds: offer.value_pounds,
        description: offer.description,
        terms: offer.terms,
        expires_at: (issued?.expiresAt ?? defaultExpiry).toISOString(),
        code: issued?.code ?? null,
      };
    }),
    total_value: VOUCHER_PACK_TOTAL_POUNDS,
  };
}
