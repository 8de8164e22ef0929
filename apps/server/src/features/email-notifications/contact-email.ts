import {
  CONTACT_EMAIL_TEXTS,
  CONTACT_EMAIL_TOKEN_HOURS,
  CONTACT_EMAIL_VERIFY_PATH,
  type ContactEmailStatus,
} from "@roost/shared/contracts/contact-email.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { badRequest } from "../../lib/errors.ts";
import { button, heading, htmlDocument, paragraph } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { readSignedToken, signToken } from "../../mail/signed-token.ts";

// A verified contact address (decision 041). The profile's contact email (decision 021)
// is typed by hand, so notification emails only go to it once its owner has opened a link sent to
// it: the link carries a signed, expiring token naming the person and the address. It is kept as
// `verified_contact_email`, and used only while it still is the profile's contact email, so
// changing that address goes back to the sign-in address until the new one is confirmed.

export const CONTACT_EMAIL_VERIFICATION = "contact-email-verification";
const PURPOSE = "contact-email";

const contactEmailSql = sql`nullif(lower(btrim(p.email)), '')`;
/** The address notification emails go to: the confirmed contact email, else the sign-in address. */
export const recipientEmailSql = sql`coalesce(case when p.verified_contact_email = ${contactEmailSql} then p.verified_contact_email end, u.email)`;

export async function contactEmailStatus(db: Tx, userId: string): Promise<ContactEmailStatus> {
  const result = await db.execute<ContactEmailStatus & Record<string, unknown>>(sql`
    select u.email as sign_in_email, ${contactEmailSql} as contact_email,
      coalesce(p.verified_contact_email = ${contactEmailSql}, false) as verified, ${recipientEmailSql} as recipient
    from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`);
  const [row] = result.rows;
  return {
    sign_in_email: row.sign_in_email,
    contact_email: row.contact_email,
    verified: row.verified,
    recipient: row.recipient,
  };
}

/** Queues the confirmation email to the contact address (never sent inside the request). */
export async function requestVerification(db: Db, userId: string, now: Date): Promise<{ sent_to: string }> {
  const status = await contactEmailStatus(db, userId);
  if (!status.contact_email) throw badRequest("no_contact_email", CONTACT_EMAIL_TEXTS.noContactEmail);
  if (status.contact_email === status.sign_in_email.toLowerCase() || status.verified)
    throw badRequest("nothing_to_verify", CONTACT_EMAIL_TEXTS.nothingToVerify);
  await db.transaction((tx) =>
    enqueue(tx, CONTACT_EMAIL_VERIFICATION, { userId, address: status.contact_email }, { runAt: now }),
  );
  return { sent_to: status.contact_email };
}

/** 'contact-email-verification' {userId, address}: the link, to the address being confirmed. */
export async function contactEmailVerificationJob({ deps, payload, now, job }: JobContext): Promise<void> {
  const userId = String(payload.userId ?? "");
  const address = String(payload.address ?? "");
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const token = signToken(deps.config?.authSecret ?? "", PURPOSE, {
    u: userId,
    a: address,
    e: now.getTime() + CONTACT_EMAIL_TOKEN_HOURS * 60 * 60_000,
  });
  const url = `${publicUrl}${CONTACT_EMAIL_VERIFY_PATH}?token=${encodeURIComponent(token)}`;
  const blocks = [
    heading(CONTACT_EMAIL_TEXTS.emailSubject),
    paragraph(CONTACT_EMAIL_TEXTS.emailIntro(address)),
    button("Confirm this address", url),
    paragraph(
      `The link works for ${CONTACT_EMAIL_TOKEN_HOURS} hours. If you did not ask for it, ignore this email.`,
    ),
  ];
  await createMailer({ config: deps.config, db: deps.database.db, log: deps.log }).sendMail(
    {
      to: [address],
      subject: CONTACT_EMAIL_TEXTS.emailSubject,
      text: `${blocks.map((b) => b.text).join("\n\n")}\n`,
      html: htmlDocument(CONTACT_EMAIL_TEXTS.emailSubject, blocks),
      kind: "contact_email_verification",
      personIds: [userId],
    },
    `${CONTACT_EMAIL_VERIFICATION}:${job.id}`,
  );
}

export type VerifyOutcome = "verified" | "invalid" | "expired";

/** Confirms the token's address if it is still the person's contact email. */
export async function verifyContactEmail(
  db: Db,
  secret: string,
  token: string,
  now: Date,
): Promise<VerifyOutcome> {
  const claims = readSignedToken(secret, PURPOSE, token);
  if (!claims || typeof claims.u !== "string" || typeof claims.a !== "string" || typeof claims.e !== "number")
    return "invalid";
  if (claims.e <= now.getTime()) return "expired";
  const updated = await db.execute(sql`
    update profiles set verified_contact_email = ${claims.a}
    where user_id = ${claims.u} and nullif(lower(btrim(email)), '') = ${claims.a}`);
  return updated.rowCount ? "verified" : "invalid";
}
