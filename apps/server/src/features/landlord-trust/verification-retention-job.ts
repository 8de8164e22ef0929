import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { VERIFICATION_DOCUMENTS_KEPT_DAYS } from "@roost/shared/domain/landlord-trust.ts";
import { and, eq, isNull, lte } from "drizzle-orm";
import { landlordVerifications } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { removeDocuments } from "./verification-documents.ts";

// Verification documents are kept only while they may be needed: VERIFICATION_DOCUMENTS_KEPT_DAYS
// after the decision they are deleted, and the request keeps its decision, its reason and dates
// (decision 058). A pending request keeps its documents until it is decided.

export const VERIFICATION_RETENTION = "verification-retention";

export async function verificationRetentionJob({ deps, now }: JobContext): Promise<void> {
  const { privateStorage } = deps;
  if (!privateStorage) throw new Error("The verification-retention job needs the private storage");
  const db = deps.database.db;
  const due = await db
    .select()
    .from(landlordVerifications)
    .where(
      and(
        lte(
          landlordVerifications.decidedAt,
          new Date(now.getTime() - VERIFICATION_DOCUMENTS_KEPT_DAYS * DAY_MS),
        ),
        isNull(landlordVerifications.documentsDeletedAt),
      ),
    );
  for (const row of due) {
    // Files first: a crash between the two leaves a row that the next run finishes.
    await removeDocuments(privateStorage, [row.identityDocument, row.proofDocument]);
    await db
      .update(landlordVerifications)
      .set({ identityDocument: null, proofDocument: null, documentsDeletedAt: now })
      .where(eq(landlordVerifications.id, row.id));
  }
  if (due.length) deps.log.info({ requests: due.length }, "verification documents deleted");
}
