import { randomUUID } from "node:crypto";
import type { VerificationQueueItem, VerificationState } from "@roost/shared/contracts/landlord-trust.ts";
import { mayBeVerified, type ProofKind, VERIFICATION_TEXTS } from "@roost/shared/domain/landlord-trust.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { landlordVerifications, profiles, properties, user } from "../../db/schema.ts";
import { conflict, forbidden, isUniqueViolation, notFound } from "../../lib/errors.ts";
import { isUuid } from "../properties/property-access.ts";
import { type DocumentField, removeDocuments, storeDocument } from "./verification-documents.ts";
import { tellLandlord } from "./verification-email.ts";

// Landlord verification (decision 058): a landlord or property finder sends an identity document
// and a proof of their right to let; an operator approves or rejects it; approval sets the
// profile's is_verified, which earns the Trusted Landlord badge. The decision is kept for good,
// the documents only VERIFICATION_DOCUMENTS_KEPT_DAYS after it (verification-retention-job.ts).

type Deps = Pick<AppDeps, "database" | "clock" | "privateStorage">;

/** Who decided: an operator's user id, or the admin command. */
export type Decider = { operatorId: string } | "admin command";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ userType: profiles.userType, verified: profiles.isVerified })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}

/** GET /api/me/verification. */
export async function verificationState(db: Db, userId: string): Promise<VerificationState> {
  const profile = await profileOf(db, userId);
  const [latest] = await db
    .select()
    .from(landlordVerifications)
    .where(eq(landlordVerifications.userId, userId))
    .orderBy(desc(landlordVerifications.createdAt))
    .limit(1);
  return {
    // A profile verified before any request (the demo's landlords) reads as approved.
    status: latest?.status ?? (profile?.verified ? "approved" : "none"),
    eligible: mayBeVerified(profile?.userType),
    requested_at: iso(latest?.createdAt ?? null),
    decided_at: iso(latest?.decidedAt ?? null),
    reason: latest?.status === "rejected" ? latest.reason : null,
  };
}

/** POST /api/me/verification: stores the two documents privately and queues the request. */
export async function requestVerification(
  deps: Deps,
  userId: string,
  input: { proofKind: ProofKind; identity: File; proof: File },
): Promise<VerificationState> {
  const db = deps.database.db;
  const profile = await profileOf(db, userId);
  if (!mayBeVerified(profile?.userType))
    throw forbidden("not_verifiable", "Only landlords and property finders can be verified.");
  if (profile?.verified) throw conflict("already_verified", VERIFICATION_TEXTS.alreadyVerified);
  const id = randomUUID();
  const stored: Partial<Record<DocumentField, Awaited<ReturnType<typeof storeDocument>>>> = {};
  try {
    for (const field of ["identity", "proof"] as const)
      stored[field] = await storeDocument(
        deps.privateStorage,
        `verifications/${userId}/${id}/${field}`,
        input[field],
        field,
      );
    const now = deps.clock.now();
    await db.transaction(async (tx) => {
      await tx.insert(landlordVerifications).values({
        id,
        userId,
        proofKind: input.proofKind,
        identityDocument: stored.identity,
        proofDocument: stored.proof,
        createdAt: now,
      });
      await tellLandlord(tx, { verificationId: id, userId, outcome: "requested", now });
    });
  } catch (error) {
    await removeDocuments(deps.privateStorage, [stored.identity ?? null, stored.proof ?? null]);
    if (isUniqueViolation(error, "landlord_verifications_one_pending"))
      throw conflict("verification_pending", VERIFICATION_TEXTS.alreadyPending);
    throw error;
  }
  return verificationState(db, userId);
}

/** The operators' queue: pending requests, oldest first. */
export async function pendingVerifications(db: Db): Promise<VerificationQueueItem[]> {
  const rows = await db
    .select({
      id: landlordVerifications.id,
      userId: landlordVerifications.userId,
      displayName: sql<string>`coalesce(${profiles.displayName}, ${user.name})`,
      email: user.email,
      userType: profiles.userType,
      proofKind: landlordVerifications.proofKind,
      createdAt: landlordVerifications.createdAt,
      identity: landlordVerifications.identityDocument,
      proof: landlordVerifications.proofDocument,
      listings: sql<number>`(select count(*)::int from ${properties} where ${properties.userId} = ${landlordVerifications.userId} and ${properties.status} <> 'draft')`,
    })
    .from(landlordVerifications)
    .innerJoin(user, eq(user.id, landlordVerifications.userId))
    .leftJoin(profiles, eq(profiles.userId, landlordVerifications.userId))
    .where(eq(landlordVerifications.status, "pending"))
    .orderBy(landlordVerifications.createdAt);
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    display_name: r.displayName,
    email: r.email,
    user_type: r.userType,
    proof_kind: r.proofKind as ProofKind,
    requested_at: r.createdAt.toISOString(),
    listings: r.listings,
    identity_url: `/api/operator/verifications/${r.id}/documents/identity`,
    identity_type: r.identity?.contentType ?? null,
    proof_url: `/api/operator/verifications/${r.id}/documents/proof`,
    proof_type: r.proof?.contentType ?? null,
  }));
}

/** One document's bytes, for an operator's eyes; 404 once it has been deleted. */
export async function verificationDocument(
  deps: Deps,
  id: string,
  field: DocumentField,
): Promise<{ body: Buffer; contentType: string }> {
  const [row] = await deps.database.db
    .select()
    .from(landlordVerifications)
    .where(eq(landlordVerifications.id, id));
  const document = field === "identity" ? row?.identityDocument : row?.proofDocument;
  const body = document ? await deps.privateStorage.get(document.key) : null;
  if (!document || !body) throw notFound("This document is no longer kept.");
  return { body, contentType: document.contentType };
}

async function decide(
  db: Db,
  now: Date,
  id: string,
  decider: Decider,
  outcome: "approved" | "rejected",
  reason: string | null,
) {
  if (!isUuid(id)) throw notFound("No verification request with that id.");
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .update(landlordVerifications)
      .set({
        status: outcome,
        reason,
        decidedAt: now,
        decidedBy: decider === "admin command" ? decider : decider.operatorId,
      })
      .where(and(eq(landlordVerifications.id, id), eq(landlordVerifications.status, "pending")))
      .returning({ userId: landlordVerifications.userId });
    if (!row) {
      const [exists] = await tx
        .select({ status: landlordVerifications.status })
        .from(landlordVerifications)
        .where(eq(landlordVerifications.id, id));
      if (!exists) throw notFound("No verification request with that id.");
      throw conflict("verification_decided", `This request was already ${exists.status}.`);
    }
    if (outcome === "approved")
      await tx
        .update(profiles)
        .set({ isVerified: true, updatedAt: now })
        .where(eq(profiles.userId, row.userId));
    await tellLandlord(tx, { verificationId: id, userId: row.userId, outcome, now });
    return { userId: row.userId };
  });
}

/** Approves a pending request: its landlord is verified from now on. */
export const approveVerification = (db: Db, now: Date, id: string, decider: Decider) =>
  decide(db, now, id, decider, "approved", null);

/** Rejects a pending request with a reason its landlord is told; they may ask again. */
export const rejectVerification = (db: Db, now: Date, id: string, decider: Decider, reason: string) =>
  decide(db, now, id, decider, "rejected", reason);
