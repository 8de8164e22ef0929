import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { landlordVerifications } from "../../db/schema.ts";
import { removeDocuments } from "../landlord-trust/verification-documents.ts";
import { removePhotoFiles } from "../properties/photos/property-photos.service.ts";
import { contactTerms, lockIdentity } from "./deletion-identity.ts";
import {
  createPlaceholder,
  deleteUserRow,
  type Erasure,
  handOverConversations,
  handOverDeals,
  leaveGroups,
  scrubOperationalRecords,
  scrubOthersNotifications,
  withdrawListings,
} from "./deletion-steps.ts";
import { handOverTenancies } from "./deletion-tenancies.ts";

// "Delete my account" (UK GDPR right to erasure, docs/decisions/013). One transaction removes the
// person and everything that identifies them. What other people keep (their side of a chat, an
// inquiry, a deal, a withdrawn listing that must answer 410) is handed to a placeholder account
// named "Deleted user" with a fresh random id, so no row keeps the old id, e-mail, name or phone.
// account.test.ts proves it by scanning every text and jsonb column of every table. Which rows
// count as the person's is deletion-identity.ts; the steps, one per kind of record, deletion-steps.ts.

type Deps = Pick<AppDeps, "database" | "storage" | "privateStorage" | "log" | "clock">;

/**
 * Deletes the account of `userId` in one transaction and, after it commits, their files.
 * Returns nothing the client needs: the caller signs the browser out.
 */
export async function deleteAccount(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const { avatarUrl, listingPhotos, documents } = await deps.database.db.transaction(async (tx) => {
    const me = await lockIdentity(tx, userId);
    // What was theirs is read before any step changes it.
    const convRows = await tx.execute<{ conversation_id: string }>(sql`
      select conversation_id from conversation_participants where user_id = ${userId}
      union select conversation_id from messages where sender_id = ${userId}
      union select id from conversations where tenant_id = ${userId}`);
    const groupRows = await tx.execute<{ group_id: string }>(
      sql`select group_id from group_members where user_id = ${userId}`,
    );
    // Verification requests go with the account (ON DELETE CASCADE); their documents after it.
    const documents = await tx
      .select({
        identity: landlordVerifications.identityDocument,
        proof: landlordVerifications.proofDocument,
      })
      .from(landlordVerifications)
      .where(eq(landlordVerifications.userId, userId));

    await leaveGroups(tx, userId);
    const erasure: Erasure = {
      tx,
      me,
      placeholder: await createPlaceholder(tx, now),
      now,
      contact: contactTerms(me),
      conversationIds: convRows.rows.map((r) => r.conversation_id),
      groupIds: groupRows.rows.map((r) => r.group_id),
    };
    const listings = await withdrawListings(erasure);
    await handOverConversations(erasure);
    await handOverDeals(erasure);
    await handOverTenancies(erasure);
    await scrubOthersNotifications(erasure);
    await scrubOperationalRecords(erasure);
    await deleteUserRow(erasure);
    return { avatarUrl: me.avatarUrl, listingPhotos: listings, documents };
  });

  // Files after the commit: a failed deletion must not leave the account pointing at missing files.
  for (const listing of listingPhotos) await removePhotoFiles(deps, listing.id, listing.photos);
  await removeDocuments(
    deps.privateStorage,
    documents.flatMap((d) => [d.identity, d.proof]),
  ).catch((err) => deps.log.warn({ err }, "could not remove a deleted account's verification documents"));
  const avatarKeyAt = avatarUrl?.indexOf(`avatars/${userId}/`) ?? -1;
  if (avatarUrl && avatarKeyAt >= 0) {
    await deps.storage
      .remove(avatarUrl.slice(avatarKeyAt))
      .catch((err) => deps.log.warn({ err }, "could not remove a deleted account's avatar"));
  }
}
