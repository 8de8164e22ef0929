import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyGuarantors } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { readSignedToken, signToken } from "../../mail/signed-token.ts";
import { nameOf } from "../deals/deal-parties.ts";

// A guarantor's link (decision 062): it acts without a sign-in, so it carries its own authority,
// signed with the server's secret: which guarantor, the nonce drawn when it was sent, and when it
// expires. A link for another tenancy, a link sent again since (another nonce), or anything
// altered is "not found"; only an expired link says so, to tell the guarantor what to do.

const PURPOSE = "tenancy-guarantor";
export const GUARANTEE_NOT_FOUND = "This guarantor link is not valid.";

export type GuarantorRow = typeof tenancyGuarantors.$inferSelect;

export const newLinkNonce = () => randomBytes(16).toString("base64url");

export function guarantorToken(secret: string, guarantor: GuarantorRow): string {
  return signToken(secret, PURPOSE, {
    g: guarantor.id,
    n: guarantor.linkNonce,
    e: guarantor.linkExpiresAt.getTime(),
  });
}

export const guaranteePath = (tenancyId: string, token: string) => `/guarantee/${tenancyId}/${token}`;

/** The guarantor a link opens, locked for a signature when `lock`; 404 or 410 otherwise. */
export async function guarantorOfLink(
  tx: Tx,
  secret: string,
  link: { tenancyId: string; token: string },
  now: Date,
  lock: boolean,
): Promise<GuarantorRow> {
  const claims = readSignedToken(secret, PURPOSE, link.token);
  if (!claims || typeof claims.g !== "string" || typeof claims.n !== "string" || typeof claims.e !== "number")
    throw notFound(GUARANTEE_NOT_FOUND);
  const query = tx
    .select()
    .from(tenancyGuarantors)
    .where(and(eq(tenancyGuarantors.id, claims.g), eq(tenancyGuarantors.tenancyId, link.tenancyId)));
  const [guarantor] = lock ? await query.for("update") : await query;
  if (!guarantor || guarantor.linkNonce !== claims.n) throw notFound(GUARANTEE_NOT_FOUND);
  if (guarantor.linkExpiresAt <= now)
    throw catalogueError(410, "guarantor_link_expired", { tenant: await nameOf(tx, guarantor.tenantId) });
  return guarantor;
}
