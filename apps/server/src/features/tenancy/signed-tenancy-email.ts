import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyAgreements } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import type { MailAttachment } from "../../mail/mailer.ts";
import { loadRecipient, sendAccountEmail } from "../email-notifications/notification-email.ts";
import { requireTenancyParty } from "./tenancy-access.ts";
import { signsAgreement } from "./tenancy-agreements.ts";
import { tenancyReference } from "./tenancy-documents.ts";

// Every party's copy of the signed agreement, by email, once the last signature is given
// (decision 062). It is their record of a contract, so it goes whatever their email settings say,
// like an email about their own account; each gets the agreements they signed, attached.

export const SIGNED_TENANCY_EMAIL = "signed-tenancy-email";

/** Called in the transaction that completes the signing: one job per party. */
export async function enqueueSignedTenancyEmails(tx: Tx, tenancyId: string, partyIds: string[], now: Date) {
  for (const userId of partyIds) {
    const key = `${SIGNED_TENANCY_EMAIL}:${tenancyId}:${userId}`;
    await enqueue(tx, SIGNED_TENANCY_EMAIL, { tenancyId, userId, key }, { runAt: now, uniqueKey: key });
  }
}

/** 'signed-tenancy-email' {tenancyId, userId, key}: sent to a party still a party when it runs. */
export async function signedTenancyEmailJob({ deps, payload }: JobContext): Promise<void> {
  const { privateStorage } = deps;
  if (!privateStorage) throw new Error("The signed-tenancy email needs the private storage");
  const db = deps.database.db;
  const tenancyId = String(payload.tenancyId ?? "");
  const userId = String(payload.userId ?? "");
  const recipient = await loadRecipient(db, userId);
  if (!recipient) return;
  const access = await db
    .transaction((tx) => requireTenancyParty(tx, tenancyId, userId, false))
    .catch(() => null);
  if (!access) return;
  const signed = await db
    .select()
    .from(tenancyAgreements)
    .where(and(eq(tenancyAgreements.tenancyId, tenancyId), isNotNull(tenancyAgreements.signedKey)));
  const theirs = signed.filter((a) => signsAgreement(access, a, userId));
  const attachments: MailAttachment[] = [];
  for (const [index, agreement] of theirs.entries()) {
    const bytes = agreement.signedKey ? await privateStorage.get(agreement.signedKey) : null;
    if (!bytes) throw new Error(`signed agreement missing from storage: ${agreement.signedKey}`);
    attachments.push({
      filename:
        theirs.length > 1 ? `signed-tenancy-agreement-${index + 1}.pdf` : "signed-tenancy-agreement.pdf",
      contentType: "application/pdf",
      content: bytes,
    });
  }
  if (attachments.length === 0) return;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const reference = tenancyReference(tenancyId);
  await sendAccountEmail(deps, recipient, {
    subject: `Your tenancy agreement is signed (${reference})`,
    blocks: [
      heading("Everyone has signed"),
      paragraph(
        "The tenancy agreement is signed by every party. Your copy is attached: the agreement, Roost's " +
          "summary of the terms and the signing certificate. Keep it with your records.",
      ),
      button("Open the tenancy", `${publicUrl}/tenancy/${tenancyId}`),
    ],
    reason: "You get this email because you signed a tenancy agreement on Roost.",
    kind: "tenancy_signed",
    key: String(payload.key ?? ""),
    attachments,
  });
}
