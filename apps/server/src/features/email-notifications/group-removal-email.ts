import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { buildNotificationEmail, loadRecipient } from "./notification-email.ts";
import { emailFrequency } from "./notification-settings.service.ts";

// "Removed from a group" by email (decision 032). No in-app notification exists for it,
// so the removal enqueues this job in its own transaction; the group's name is taken then, since
// the removed member can no longer read the group when the job runs.

export const GROUP_REMOVAL_EMAIL = "group-removal-email";

/** Called in the removal's transaction. */
export async function enqueueGroupRemovalEmail(tx: Tx, groupId: string, userId: string, now: Date) {
  const group = await tx.execute<{ name: string }>(sql`select name from groups where id = ${groupId}`);
  const key = `${GROUP_REMOVAL_EMAIL}:${groupId}:${userId}:${now.getTime()}`;
  await enqueue(
    tx,
    GROUP_REMOVAL_EMAIL,
    { userId, groupName: group.rows[0]?.name ?? "a group", key },
    { runAt: now, uniqueKey: key },
  );
}

/** 'group-removal-email' {userId, groupName, key}: sent when groups and roommates are instant. */
export async function groupRemovalEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const userId = String(payload.userId ?? "");
  if ((await emailFrequency(db, userId, "groups_roommates")) !== "instant") return;
  const recipient = await loadRecipient(db, userId);
  if (!recipient) return;
  const groupName = String(payload.groupName ?? "a group");
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const message = buildNotificationEmail(
    deps,
    {
      recipient,
      category: "groups_roommates",
      subject: `You are no longer a member of ${groupName}`,
      blocks: [
        heading("Removed from a group"),
        paragraph(`The group leader removed you from ${groupName}. You can join or start another group.`),
        button("Find a group", `${publicUrl}/groups`),
      ],
      personIds: [],
      kind: "group_removed",
    },
    now,
  );
  await createMailer({ config: deps.config, db, log: deps.log }).sendMail(message, String(payload.key ?? ""));
}
