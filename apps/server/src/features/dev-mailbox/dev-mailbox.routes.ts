import { createRoute, z } from "@hono/zod-openapi";
import {
  DEV_MAILBOX_LIMIT,
  DevClockAdvanceBodySchema,
  DevClockStateSchema,
  DevMailboxListSchema,
  devMailAttachmentPath,
} from "@roost/shared/contracts/mail.ts";
import { desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { mailOutbox } from "../../db/schema.ts";
import { moveQueuedJobsBack } from "../../jobs/queue.ts";
import { notFound } from "../../lib/errors.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";

// Development tools (docs/decisions/008-dev-mailbox-and-test-clock.md), never in production; on a
// local server only this machine reaches them (app.ts, docs/decisions/012-fail-closed-edge.md):
//  - the mailbox shows what would have been e-mailed when SMTP_URL is unset (mail_outbox), to any
//    signed-in user: on by default on a local server, elsewhere only with DEV_MAILBOX=true;
//  - the test clock moves the server's "now" (deps.clock) so an end-to-end test can reach the
//    viewing's 60-minute mark; only when TEST_CLOCK is on.

// A path parameter is always present: z.coerce would document `index` as optional (its input is
// unknown), which strict OpenAPI validators and client generators reject; a string pattern is exact.
const MailParam = z.object({
  id: z.uuid(),
  index: z
    .string()
    .regex(/^(100|[1-9]?\d)$/)
    .transform(Number),
});

export function devMailboxRoutes({ config, database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  const requireMailbox = () => {
    if (!config.devMailbox) throw notFound("No such API endpoint.");
  };
  const requireTestClock = () => {
    if (!config.testClock || !clock.advance || !clock.reset) throw notFound("No such API endpoint.");
  };

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/dev/mailbox",
      summary: "Development mailbox: the latest 50 outbox messages (not in production)",
      responses: { 200: json(DevMailboxListSchema), ...errorResponses },
    }),
    async (c) => {
      requireMailbox();
      requireUser(c);
      const rows = await db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(DEV_MAILBOX_LIMIT);
      return c.json(
        {
          messages: rows.map((r) => ({
            id: r.id,
            to: r.to,
            subject: r.subject,
            kind: r.kind,
            created_at: r.createdAt.toISOString(),
            text: r.text,
            html: r.html,
            has_html: r.html.length > 0,
            headers: r.headers,
            attachments: r.attachments.map((a, index) => ({
              index,
              filename: a.filename,
              contentType: a.contentType,
              url: devMailAttachmentPath(r.id, index),
            })),
          })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/dev/mailbox/{id}/attachments/{index}",
      summary: "Download an attachment of an outbox message (not in production)",
      request: { params: MailParam },
      responses: { 200: { description: "The attachment" }, ...errorResponses },
    }),
    async (c) => {
      requireMailbox();
      requireUser(c);
      const { id, index } = c.req.valid("param");
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      const attachment = row?.attachments[index];
      if (!attachment) throw notFound("Attachment not found.");
      const safeName = attachment.filename.replace(/[^\w.-]/g, "_");
      return c.body(new Uint8Array(Buffer.from(attachment.content, "base64")), 200, {
        "content-type": attachment.contentType,
        "content-disposition": `attachment; filename="${safeName}"`,
        "x-content-type-options": "nosniff",
      });
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/dev/clock",
      summary: "The server's current time (only with TEST_CLOCK)",
      responses: { 200: json(DevClockStateSchema), ...errorResponses },
    }),
    async (c) => {
      requireTestClock();
      return c.json({ now: clock.now().toISOString() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/dev/clock/advance",
      summary: "Move the test clock forward by N minutes (only with TEST_CLOCK)",
      request: jsonBody(DevClockAdvanceBodySchema),
      responses: { 200: json(DevClockStateSchema), ...errorResponses },
    }),
    async (c) => {
      requireTestClock();
      clock.advance?.(c.req.valid("json").minutes * 60_000);
      return c.json({ now: clock.now().toISOString() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/dev/clock/reset",
      summary: "Put the test clock back to real time (only with TEST_CLOCK)",
      responses: { 200: json(DevClockStateSchema), ...errorResponses },
    }),
    async (c) => {
      requireTestClock();
      const offsetMs = clock.now().getTime() - Date.now();
      clock.reset?.();
      await moveQueuedJobsBack(db, offsetMs, clock.now());
      return c.json({ now: clock.now().toISOString() }, 200);
    },
  );

  return router;
}
