import {
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_TOKEN_DAYS,
  type UnsubscribeTarget,
} from "@roost/shared/domain/notification-settings.ts";
import { NOTIFICATION_SETTINGS_PATH } from "@roost/shared/domain/notification-settings-path.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { JobDeps } from "../../jobs/job.ts";
import { type EmailBlock, renderEmail } from "../../mail/email-components.ts";
import { createMailer, type MailAttachment, type MailMessage } from "../../mail/mailer.ts";
import { signUnsubscribeToken } from "../../mail/unsubscribe-token.ts";
import { recipientEmailSql } from "./contact-email.ts";
import { unsubscribeWhat } from "./unsubscribe-page.ts";

// What every notification email shares (decision 032): it goes to the sign-in address, or to the
// contact email once confirmed by link (decision 041, contact-email.ts), and it carries a footer with the settings and
// a one-click unsubscribe for its category, both as links and as the RFC 8058 header fields
// (List-Unsubscribe with an https URL, List-Unsubscribe-Post: List-Unsubscribe=One-Click).

export type Recipient = {
  id: string;
  email: string;
  name: string;
};

export async function loadRecipient(db: Tx, userId: string): Promise<Recipient | null> {
  const result = await db.execute<Recipient>(sql`
    select u.id, ${recipientEmailSql} as email, coalesce(nullif(btrim(p.display_name), ''), u.name) as name
    from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`);
  return result.rows[0] ?? null;
}

export interface NotificationEmail {
  recipient: Recipient;
  /** What the email's unsubscribe link switches off: its category, or the daily digest. */
  category: UnsubscribeTarget;
  subject: string;
  blocks: readonly EmailBlock[];
  /** Stored with the outbox row and the delivery record: who the mail is to or names. */
  personIds: string[];
  kind: string;
}

export interface UnsubscribeLinks {
  settingsUrl: string;
  unsubscribeUrl: string;
  /** RFC 8058: List-Unsubscribe with the https URL, and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

/** The settings link and the signed one-click unsubscribe of `target` for `userId`. */
export function unsubscribeLinks(
  deps: JobDeps,
  userId: string,
  target: UnsubscribeTarget,
  now: Date,
): UnsubscribeLinks {
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const token = signUnsubscribeToken(deps.config?.authSecret ?? "", {
    userId,
    target,
    expiresAt: now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 24 * 60 * 60_000,
  });
  const unsubscribeUrl = `${publicUrl}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
  return {
    settingsUrl: `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`,
    unsubscribeUrl,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export function buildNotificationEmail(deps: JobDeps, email: NotificationEmail, now: Date): MailMessage {
  const { settingsUrl, unsubscribeUrl, headers } = unsubscribeLinks(
    deps,
    email.recipient.id,
    email.category,
    now,
  );
  const what = unsubscribeWhat(email.category);
  const { html, text } = renderEmail(email.subject, email.blocks, {
    reason:
      email.category === "daily_digest"
        ? "You get this email because some of your Roost email settings are set to a daily digest."
        : `You get this email because your Roost settings send you ${what} instantly.`,
    settingsUrl,
    unsubscribe: { url: unsubscribeUrl, label: `Unsubscribe from ${what}` },
  });
  return {
    to: [email.recipient.email],
    subject: email.subject,
    text,
    html,
    kind: email.kind,
    personIds: [email.recipient.id, ...email.personIds],
    headers,
  };
}

/**
 * An email about the person's own account or listings (an advert to complete, a verification's
 * outcome): sent whatever their email settings say, so it carries no unsubscribe, only why it came
 * and where the settings are. `key` makes a retried job send it once.
 */
export async function sendAccountEmail(
  deps: JobDeps,
  recipient: Recipient,
  email: {
    subject: string;
    blocks: readonly EmailBlock[];
    reason: string;
    kind: string;
    key: string;
    attachments?: MailAttachment[];
  },
): Promise<void> {
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const { html, text } = renderEmail(email.subject, email.blocks, {
    reason: email.reason,
    settingsUrl: `${publicUrl}${NOTIFICATION_SETTINGS_PATH}`,
  });
  await createMailer({ config: deps.config, db: deps.database.db, log: deps.log }).sendMail(
    {
      to: [recipient.email],
      subject: email.subject,
      text,
      html,
      kind: email.kind,
      personIds: [recipient.id],
      ...(email.attachments ? { attachments: email.attachments } : {}),
    },
    email.key,
  );
}
