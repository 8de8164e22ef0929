// Development mailbox and test clock (not in the spec; docs/decisions/008-dev-mailbox-and-test-clock.md).
//
//   GET  /api/dev/mailbox                          → DevMailboxList (latest 50 outbox messages)
//   GET  /api/dev/mailbox/:id/attachments/:index   → the attachment bytes (Content-Disposition: attachment)
//   Both: signed-in users only (401), and 404 in production.
//
//   POST /api/dev/clock/advance {minutes}  → DevClockState   (only when TEST_CLOCK is on; 404 otherwise)
//   POST /api/dev/clock/reset               → DevClockState
//   GET  /api/dev/clock                     → DevClockState

import { z } from "zod";

export const DEV_MAILBOX_LIMIT = 50;

export const MAIL_KINDS = ["viewing_scheduled", "viewing_confirmed", "deal_confirmed"] as const;

export const DevMailAttachmentSchema = z.object({
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  /** Relative URL of the download. */
  url: z.string(),
});
export type DevMailAttachment = z.infer<typeof DevMailAttachmentSchema>;

export const DevMailMessageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** The mail's kind, e.g. 'viewing_scheduled' (see MAIL_KINDS; other kinds may be added). */
  kind: z.string(),
  created_at: z.string(),
  /** The plain-text part. */
  text: z.string(),
  /** The HTML part (shown in a sandboxed iframe by the page). */
  html: z.string(),
  has_html: z.boolean(),
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post (decision 032). */
  headers: z.record(z.string(), z.string()),
  attachments: z.array(DevMailAttachmentSchema),
});
export type DevMailMessage = z.infer<typeof DevMailMessageSchema>;

export const DevMailboxListSchema = z.object({ messages: z.array(DevMailMessageSchema) });
export type DevMailboxList = z.infer<typeof DevMailboxListSchema>;

export const DevClockAdvanceBodySchema = z.object({
  minutes: z.number().int().min(-525_600).max(525_600),
});
export type DevClockAdvanceBody = z.infer<typeof DevClockAdvanceBodySchema>;

export const DevClockStateSchema = z.object({ now: z.string() });
export type DevClockState = z.infer<typeof DevClockStateSchema>;

export const devMailboxPath = "/api/dev/mailbox";
export const devMailAttachmentPath = (id: string, index: number) =>
  `/api/dev/mailbox/${id}/attachments/${index}`;
