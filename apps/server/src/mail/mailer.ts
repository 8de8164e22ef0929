import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";

// One way to send mail (ARCHITECTURE §2): nodemailer over SMTP when SMTP_URL is set, otherwise
// the mail_outbox table plus one log line (never the body), which the development mailbox shows.
// Callers send from a job (mail/booking-email.job.ts), never inside a request's transaction, so a
// slow or failing mail server cannot block or roll back the flow; the job queue retries.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text content (e.g. an .ics file). */
  content: string;
}

export interface MailMessage {
  /** Everyone in To sees everyone else: mail about a deal goes out once per person instead. */
  to: string[];
  /** Put on one line before sending, whatever it holds (no header injection through a name). */
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** What the mail is, e.g. 'viewing_scheduled'; stored in the outbox and logged. */
  kind: string;
  /**
   * User ids of everyone the mail is to or names (recipient, landlord, reporter, reported user):
   * stored with the outbox row so deleting one of those accounts deletes the mail (decision 013).
   */
  personIds: string[];
}

export interface SendResult {
  transport: "smtp" | "outbox";
  /** The outbox row id, or the SMTP message id. */
  id: string;
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  sendMail(message: MailMessage): Promise<SendResult>;
}

/** Outbox attachments keep the content base64-encoded, so any bytes survive the JSON column. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

/** The header fields of a message with every control character gone (CR/LF become spaces). */
function onOneLine(message: MailMessage): MailMessage {
  return {
    ...message,
    to: message.to.map(toSingleLine),
    subject: toSingleLine(message.subject),
    attachments: message.attachments?.map((a) => ({ ...a, filename: toSingleLine(a.filename) })),
  };
}

export function createMailer(options: {
  config: Pick<Config, "smtpUrl" | "mailFrom"> | undefined;
  db: Db;
  log: Logger;
}): Mailer {
  const { config, db, log } = options;
  const smtpUrl = config?.smtpUrl ?? null;
  const from = config?.mailFrom ?? "Roost <no-reply@roost.local>";

  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: "smtp",
      async sendMail(unsafe) {
        const message = onOneLine(unsafe);
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        });
        log.info(
          { kind: message.kind, recipients: message.to.length, messageId: info.messageId },
          "mail sent",
        );
        return { transport: "smtp", id: String(info.messageId ?? "") };
      },
    };
  }

  return {
    transport: "outbox",
    async sendMail(unsafe) {
      const message = onOneLine(unsafe);
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          kind: message.kind,
          personIds: [...new Set(message.personIds)],
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, "utf8").toString("base64"),
          })),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("mail_outbox insert returned nothing");
      // Subject and recipient count only: the body may hold personal details.
      log.info(
        { kind: message.kind, recipients: message.to.length, subject: message.subject, outboxId: row.id },
        "mail written to outbox (no SMTP_URL)",
      );
      return { transport: "outbox", id: row.id };
    },
  };
}
