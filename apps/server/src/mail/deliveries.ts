import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { mailDeliveries } from "../db/schema.ts";

// The idempotency records of decision 019: one per (event, recipient) email, keyed by a string the
// caller builds from both ("booking-email:<deal>:<type>:<recipient>"). The job that sends the mail
// may run again (a retry, a lease that ran out, an instance killed mid-send); the record is what
// makes that run skip a mail already sent.

/**
 * The same key always gives the same Message-ID, so a mail resent after a crash in the window
 * between the SMTP server's 250 and our commit is recognisably the same message (mail clients and
 * providers such as Gmail collapse copies with one Message-ID).
 */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(fromAddress)?.[1] ?? "roost.local";
  const hash = createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32);
  return `<${hash}@${domain}>`;
}

interface NewDelivery {
  idempotencyKey: string;
  messageId: string;
  kind: string;
  personIds: string[];
}

/** Outbox transport: the record and the outbox row commit together, so the mail exists exactly once. */
export async function recordDeliveredOnce(tx: Tx, delivery: NewDelivery): Promise<boolean> {
  const inserted = await tx
    .insert(mailDeliveries)
    .values({ ...delivery, state: "sent", sentAt: sql`clock_timestamp()` })
    .onConflictDoNothing()
    .returning({ key: mailDeliveries.idempotencyKey });
  return inserted.length > 0;
}

/**
 * SMTP transport, before contacting the server: false when the mail was already sent; otherwise
 * records (or counts) an attempt in state 'sending', which is what a crash mid-send leaves behind.
 */
export async function beginSmtpDelivery(db: Db, delivery: NewDelivery): Promise<boolean> {
  const [row] = await db
    .insert(mailDeliveries)
    .values({ ...delivery, state: "sending" })
    .onConflictDoUpdate({
      target: mailDeliveries.idempotencyKey,
      set: { attempts: sql`${mailDeliveries.attempts} + 1` },
      where: eq(mailDeliveries.state, "sending"),
    })
    .returning({ key: mailDeliveries.idempotencyKey });
  return row !== undefined;
}

/**
 * SMTP transport, right after the server's 250: one statement, so the window in which a crash
 * makes the retry send the mail a second time is a single round trip to the database.
 * sent_at is the database's wall clock (not the app's test clock), so the window can be measured.
 */
export async function finishSmtpDelivery(db: Db, idempotencyKey: string): Promise<void> {
  await db
    .update(mailDeliveries)
    .set({ state: "sent", sentAt: sql`clock_timestamp()` })
    .where(and(eq(mailDeliveries.idempotencyKey, idempotencyKey), eq(mailDeliveries.state, "sending")));
}
