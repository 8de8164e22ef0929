import { VERIFICATION_TEXTS } from "@roost/shared/domain/landlord-trust.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { landlordVerifications } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { loadRecipient, sendAccountEmail } from "../email-notifications/notification-email.ts";
import { notify } from "../notifications/notifications.service.ts";

// A verification's landlord hears of each step twice: in the app (a notification that opens their
// profile's Verification card) and by email, which is about their own account and so is sent
// whatever their email settings say.

export const VERIFICATION_EMAIL = "verification-email";

type Outcome = "requested" | "approved" | "rejected";

const SUBJECTS: Readonly<Record<Outcome, string>> = {
  requested: "We've received your verification request",
  approved: "You're verified on Roost",
  rejected: "We couldn't verify you on Roost",
};

const NOTICES: Readonly<Record<Outcome, string>> = {
  requested: VERIFICATION_TEXTS.requested,
  approved: VERIFICATION_TEXTS.approved,
  rejected: `${VERIFICATION_TEXTS.rejected} Open your profile to see why and to try again.`,
};

/** In the caller's transaction: the notification, and the email's job (one per step). */
export async function tellLandlord(
  tx: Tx,
  step: { verificationId: string; userId: string; outcome: Outcome; now: Date },
): Promise<void> {
  await notify(tx, {
    userId: step.userId,
    type: "verification",
    title: SUBJECTS[step.outcome],
    message: NOTICES[step.outcome],
  });
  const key = `${VERIFICATION_EMAIL}:${step.verificationId}:${step.outcome}`;
  await enqueue(
    tx,
    VERIFICATION_EMAIL,
    { verificationId: step.verificationId, outcome: step.outcome },
    { runAt: step.now, uniqueKey: key },
  );
}

/** 'verification-email' {verificationId, outcome}. */
export async function verificationEmailJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const [row] = await db
    .select()
    .from(landlordVerifications)
    .where(eq(landlordVerifications.id, String(payload.verificationId ?? "")));
  const outcome = String(payload.outcome) as Outcome;
  if (!row || !(outcome in SUBJECTS)) return;
  const recipient = await loadRecipient(db, row.userId);
  if (!recipient) return;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const subject = SUBJECTS[outcome];
  const blocks = [
    heading(subject),
    paragraph(`Hi ${recipient.name},`),
    paragraph(outcome === "rejected" ? VERIFICATION_TEXTS.rejected : NOTICES[outcome]),
    ...(outcome === "rejected" && row.reason ? [paragraph(`Our reason: ${row.reason}`)] : []),
    ...(outcome === "rejected"
      ? [paragraph("You can send new documents from your profile at any time.")]
      : []),
    button("Open your profile", `${publicUrl}/profile#verification`),
  ];
  await sendAccountEmail(deps, recipient, {
    subject,
    blocks,
    reason: "You get this email because you asked Roost to verify you. It is about your account.",
    kind: `verification_${outcome}`,
    key: `${VERIFICATION_EMAIL}:${row.id}:${outcome}`,
  });
}
