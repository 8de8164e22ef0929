import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema.ts";
import type { Logger } from "../lib/logger.ts";
import { beginSmtpDelivery, finishSmtpDelivery, messageIdFor, recordDeliveredOnce } from "./deliveries.ts";

// One way to send mail (docs/architecture.md §2): nodemailer over SMTP when SMTP_URL is set, otherwise
// the mail_outbox table plus one log line (never the body), which the development mailbox shows.
// Callers send from a job (e.g. features/deals/deal-jobs.ts), never inside a request's transaction,
// so a slow or failing mail server cannot block or roll back the flow; the job queue retries, and
// the idempotency key (mail/deliveries.ts) makes a retry skip what already went out.

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics file) or bytes (a signed PDF). */
  content: string | Buffer;
}

export interface MailMessage {
  /** Everyone in To sees everyone else: mail about a deal goes out once per person instead. */
  to: string[];
  /** Put on one line before sending, whatever it holds (no header injection through a name). */
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header fields, e.g. RFC 8058 List-Unsubscribe and List-Unsubscribe-Post (decision 032). */
  headers?: Record<string, string>;
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
  /** The Message-ID, the same for every attempt at the same idempotency key. */
  messageId: string;
  /** True when an earlier attempt already sent this mail, so nothing went out now. */
  alreadySent: boolean;
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  /**
   * Sends `message` unless a mail with the same idempotency key was already sent (decision 019).
   * The key names the event and the recipient, e.g. "booking-email:<deal>:<type>:<recipient>".
   */
  sendMail(message: MailMessage, idempotencyKey: string): Promise<SendResult>;
}

/**
 * Every SMTP wait ends well inside the job lease (jobs/worker.ts LEASE_MS, 5 minutes), so a send
 * still running can never overlap a second run of its job claimed after the lease: nodemailer's
 * own defaults (2 min to connect, 10 min of socket silence) could.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };
/** The whole send, however the server dribbles its answers. */
export const SMTP_SEND_DEADLINE_MS = 2 * 60_000;

const DEFAULT_FROM = "Roost <no-reply@roost.local>";

/** The header fields of a message with every control character gone (CR/LF become spaces). */
function onOneLine(message: MailMessage): MailMessage {
  return {
    ...message,
    to: message.to.map(toSingleLine),
    subject: toSingleLine(message.subject),
    headers: Object.fromEntries(
      Object.entries(message.headers ?? {}).map(([name, value]) => [toSingleLine(name), toSingleLine(value)]),
    ),
    attachments: message.attachments?.map((a) => ({ ...a, filename: toSingleLine(a.filename) })),
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send took longer than ${ms / 1000} s`)), ms);
  });
  // The send may still settle after the deadline; its outcome no longer matters to anyone.
  work.catch(() => {});
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

export function createMailer(options: {
  config: Pick<Config, "smtpUrl" | "mailFrom"> | undefined;
  db: Db;
  log: Logger;
}): Mailer {
  const { config, db, log } = options;
  const smtpUrl = config?.smtpUrl ?? null;
  const from = config?.mailFrom ?? DEFAULT_FROM;
  const delivery = (message: MailMessage, idempotencyKey: string) => ({
    idempotencyKey,
    messageId: messageIdFor(idempotencyKey, from),
    kind: message.kind,
    personIds: [...new Set(message.personIds)],
  });

  if (smtpUrl) {
    const transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
    return {
      transport: "smtp",
      async sendMail(unsafe, idempotencyKey) {
        const message = onOneLine(unsafe);
        const record = delivery(message, idempotencyKey);
        if (!(await beginSmtpDelivery(db, record))) {
          log.info({ kind: message.kind, messageId: record.messageId }, "mail already sent; skipped");
          return { transport: "smtp", messageId: record.messageId, alreadySent: true };
        }
        await withDeadline(
          transporter.sendMail({
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            messageId: record.messageId,
            headers: message.headers,
            attachments: (message.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          }),
          SMTP_SEND_DEADLINE_MS,
        );
        await finishSmtpDelivery(db, idempotencyKey);
        log.info(
          { kind: message.kind, recipients: message.to.length, messageId: record.messageId },
          "mail sent",
        );
        return { transport: "smtp", messageId: record.messageId, alreadySent: false };
      },
    };
  }

  return {
    transport: "outbox",
    async sendMail(unsafe, idempotencyKey) {
      const message = onOneLine(unsafe);
      const record = delivery(message, idempotencyKey);
      const outboxId = await db.transaction(async (tx) => {
        if (!(await recordDeliveredOnce(tx, record))) return null;
        const [row] = await tx
          .insert(mailOutbox)
          .values({
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            kind: message.kind,
            headers: message.headers ?? {},
            personIds: record.personIds,
            attachments: (message.attachments ?? []).map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: (typeof a.content === "string" ? Buffer.from(a.content, "utf8") : a.content).toString(
                "base64",
              ),
            })),
          })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error("mail_outbox insert returned nothing");
        return row.id;
      });
      if (!outboxId) {
        log.info({ kind: message.kind, messageId: record.messageId }, "mail already in the outbox; skipped");
        return { transport: "outbox", messageId: record.messageId, alreadySent: true };
      }
      // Subject and recipient count only: the body may hold personal details.
      log.info(
        { kind: message.kind, recipients: message.to.length, subject: message.subject, outboxId },
        "mail written to outbox (no SMTP_URL)",
      );
      return { transport: "outbox", messageId: record.messageId, alreadySent: false };
    },
  };
}
