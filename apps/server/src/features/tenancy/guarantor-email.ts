import { ukDateTimeWithZone } from "@roost/shared/domain/uk-time.ts";
import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyAgreements, tenancyGuarantors } from "../../db/schema.ts";
import type { JobContext, JobDeps } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, type EmailBlock, heading, htmlDocument, paragraph } from "../../mail/email-components.ts";
import { createMailer, type MailAttachment } from "../../mail/mailer.ts";
import { nameOf } from "../deals/deal-parties.ts";
import { guaranteePath, guarantorToken } from "./guarantor-link.ts";
import { tenancyReference } from "./tenancy-documents.ts";

// The two emails a guarantor gets (decision 062), who has no account and so no settings: the link
// to the agreement, each time it is sent, and their copy of the signed agreement once everyone,
// themselves included, has signed. Each job reads the row when it runs: a link sent again since
// (another nonce) or a guarantor removed makes the earlier email moot.

export const GUARANTOR_INVITATION = "guarantor-invitation";
export const GUARANTOR_SIGNED_COPY = "guarantor-signed-copy";

/** Queued in the transaction that sends (or sends again) the link. */
export async function enqueueGuarantorInvitation(
  tx: Tx,
  guarantor: { id: string; linkNonce: string },
  now: Date,
) {
  const payload = { guarantorId: guarantor.id, nonce: guarantor.linkNonce };
  await enqueue(tx, GUARANTOR_INVITATION, payload, {
    runAt: now,
    uniqueKey: `${GUARANTOR_INVITATION}:${guarantor.id}:${guarantor.linkNonce}`,
  });
}

/** Queued with the last signature: each guarantor's copy of the agreement they signed. */
export async function enqueueGuarantorCopies(tx: Tx, tenancyId: string, now: Date) {
  const signed = await tx
    .select({ id: tenancyGuarantors.id })
    .from(tenancyGuarantors)
    .where(and(eq(tenancyGuarantors.tenancyId, tenancyId), isNotNull(tenancyGuarantors.signedAt)));
  for (const { id } of signed)
    await enqueue(
      tx,
      GUARANTOR_SIGNED_COPY,
      { guarantorId: id },
      {
        runAt: now,
        uniqueKey: `${GUARANTOR_SIGNED_COPY}:${id}`,
      },
    );
}

async function sendToGuarantor(
  deps: JobDeps,
  guarantor: { email: string; tenantId: string },
  email: { subject: string; blocks: EmailBlock[]; key: string; attachments?: MailAttachment[] },
) {
  const blocks = [
    ...email.blocks,
    paragraph("You get this email because a tenant named you as their guarantor on Roost."),
  ];
  await createMailer({ config: deps.config, db: deps.database.db, log: deps.log }).sendMail(
    {
      to: [guarantor.email],
      subject: email.subject,
      text: `${blocks.map((b) => b.text).join("\n\n")}\n`,
      html: htmlDocument(email.subject, blocks),
      kind: "guarantor",
      // The tenant who named them: their data export and deletion reach these deliveries.
      personIds: [guarantor.tenantId],
      ...(email.attachments ? { attachments: email.attachments } : {}),
    },
    email.key,
  );
}

/** 'guarantor-invitation' {guarantorId, nonce}: the link, to the guarantor's address. */
export async function guarantorInvitationJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const nonce = String(payload.nonce ?? "");
  const [guarantor] = await db
    .select()
    .from(tenancyGuarantors)
    .where(eq(tenancyGuarantors.id, String(payload.guarantorId ?? "")));
  if (!guarantor || guarantor.linkNonce !== nonce || guarantor.signedAt) return;
  const { config } = deps;
  // A link signed without the server's secret would open nothing: better no email than a dead one.
  if (!config?.authSecret) throw new Error("The guarantor's link needs the auth secret");
  const tenant = await nameOf(db, guarantor.tenantId);
  const url = `${config.publicUrl}${guaranteePath(guarantor.tenancyId, guarantorToken(config.authSecret, guarantor))}`;
  await sendToGuarantor(deps, guarantor, {
    subject: `${tenant} asks you to be their guarantor`,
    blocks: [
      heading(`${tenant} has named you as their guarantor`),
      paragraph(
        `${tenant} is signing a tenancy agreement on Roost and has named you, ${guarantor.name}, as their ` +
          "guarantor. Read the agreement, and if you agree to guarantee it, sign it as guarantor by typing " +
          "your name. You don't need an account.",
      ),
      button("Read and sign the agreement", url),
      paragraph(
        `The link works until ${ukDateTimeWithZone(guarantor.linkExpiresAt)} and only for you: don't forward it. ` +
          `If it expires, ${tenant} can send you a new one. If you don't know ${tenant}, ignore this email.`,
      ),
    ],
    key: `${GUARANTOR_INVITATION}:${guarantor.id}:${nonce}`,
  });
}

/** 'guarantor-signed-copy' {guarantorId}: the signed agreement the guarantor signed, attached. */
export async function guarantorSignedCopyJob({ deps, payload }: JobContext): Promise<void> {
  const { privateStorage } = deps;
  if (!privateStorage) throw new Error("The guarantor's signed copy needs the private storage");
  const db = deps.database.db;
  const [guarantor] = await db
    .select()
    .from(tenancyGuarantors)
    .where(eq(tenancyGuarantors.id, String(payload.guarantorId ?? "")));
  if (!guarantor?.signedAt) return;
  const [agreement] = await db
    .select()
    .from(tenancyAgreements)
    .where(
      and(
        eq(tenancyAgreements.tenancyId, guarantor.tenancyId),
        or(isNull(tenancyAgreements.tenantId), eq(tenancyAgreements.tenantId, guarantor.tenantId)),
        isNotNull(tenancyAgreements.signedKey),
      ),
    );
  const bytes = agreement?.signedKey ? await privateStorage.get(agreement.signedKey) : null;
  if (!bytes) return;
  await sendToGuarantor(deps, guarantor, {
    subject: `The tenancy agreement you guaranteed is signed (${tenancyReference(guarantor.tenancyId)})`,
    blocks: [
      heading("Everyone has signed"),
      paragraph(
        `The tenancy agreement you signed as ${await nameOf(db, guarantor.tenantId)}'s guarantor is now ` +
          "signed by every party. Your copy is attached: the agreement, Roost's summary of the terms and " +
          "the signing certificate. Keep it with your records.",
      ),
    ],
    key: `${GUARANTOR_SIGNED_COPY}:${guarantor.id}`,
    attachments: [
      { filename: "signed-tenancy-agreement.pdf", contentType: "application/pdf", content: bytes },
    ],
  });
}
