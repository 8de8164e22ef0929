import { notificationHref } from "@roost/shared/domain/notifications.ts";
import type { PushPayload } from "@roost/shared/domain/push.ts";
import { messagePushTitle, PUSH_BODY_MAX_LENGTH } from "@roost/shared/domain/push.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { JobContext } from "../../jobs/job.ts";
import { enqueuePushToDevices } from "./push-delivery.ts";
import { getPushSettings } from "./push-settings.service.ts";

// New messages by push (decision 064), timed like their email (decision 032) but sooner: sending
// a message queues, in its transaction, one delayed job per other participant who has the switch
// on and a device. The job's unique key names the recipient, the conversation and their last read
// of it, so one unread stretch is one push ("3 new messages from Sam"); when it runs, messages
// from others since their last read decide whether there is anything left to tell.

export const PUSH_MESSAGE = "push-message";

const pushMessageKey = (conversationId: string, recipientId: string, lastReadAt: string | null) =>
  `${PUSH_MESSAGE}:${conversationId}:${recipientId}:${lastReadAt ?? "never"}`;

/**
 * The delayed push jobs of one message, as a statement to run alongside the message's others
 * (publishMany): only for recipients with the messages switch on and at least one device.
 */
export function messagePushJobsSql(input: {
  conversationId: string;
  /** The other participants, each with its last read as LAST_READ_KEY_SQL gives it. */
  recipients: readonly { user_id: string; last_read_at: string | null }[];
  runAt: Date;
}): SQL | null {
  if (input.recipients.length === 0) return null;
  const jobs = input.recipients.map((p) => {
    const key = pushMessageKey(input.conversationId, p.user_id, p.last_read_at);
    return {
      userId: p.user_id,
      key,
      payload: { conversationId: input.conversationId, recipientId: p.user_id },
    };
  });
  return sql`
    insert into jobs (name, payload, run_at, unique_key)
    select ${PUSH_MESSAGE}, j.payload, ${input.runAt}, j.unique_key
    from unnest(${sql.param(jobs.map((j) => j.userId))}::text[],
      ${sql.param(jobs.map((j) => JSON.stringify(j.payload)))}::jsonb[],
      ${sql.param(jobs.map((j) => j.key))}::text[]) as j(user_id, payload, unique_key)
    where exists (select 1 from push_settings s where s.user_id = j.user_id and s.messages_enquiries)
      and exists (select 1 from push_subscriptions d where d.user_id = j.user_id)
    on conflict (unique_key) do nothing
    returning id`;
}

interface UnreadStretch {
  type: "direct" | "group" | "landlord_tenant";
  group_name: string | null;
  address_line_1: string | null;
  /** First names of the senders, in the order they first wrote. */
  senders: string[];
  count: number;
  latest: string;
}

/** Messages from others since the recipient last read the conversation; null when none (or gone). */
async function unreadStretch(db: Tx, conversationId: string, recipientId: string) {
  const result = await db.execute<UnreadStretch & Record<string, unknown>>(sql`
    with unread as (
      select m.seq, m.content,
        split_part(btrim(coalesce(nullif(btrim(p.display_name), ''), u.name, 'Someone')), ' ', 1) as sender
      from messages m
      join conversation_participants cp on cp.conversation_id = m.conversation_id and cp.user_id = ${recipientId}
      left join "user" u on u.id = m.sender_id
      left join profiles p on p.user_id = m.sender_id
      where m.conversation_id = ${conversationId} and not m.is_system_message
        and m.sender_id is distinct from ${recipientId}
        and m.created_at > coalesce(cp.last_read_at, '-infinity'::timestamptz))
    select c.type, c.name as group_name, pr.address_line_1,
      (select array_agg(sender order by first_seq) from
        (select sender, min(seq) as first_seq from unread group by sender) s) as senders,
      (select count(*)::int from unread) as count,
      (select content from unread order by seq desc limit 1) as latest
    from conversations c left join properties pr on pr.id = c.property_id
    where c.id = ${conversationId} and exists (select 1 from unread)`);
  return result.rows[0] ?? null;
}

const shortened = (text: string) =>
  text.length > PUSH_BODY_MAX_LENGTH ? `${text.slice(0, PUSH_BODY_MAX_LENGTH - 1)}…` : text;

/** 'push-message' {conversationId, recipientId}: one push for one unread stretch, or nothing. */
export async function pushMessageJob({ deps, payload, job, now }: JobContext): Promise<void> {
  const conversationId = String(payload.conversationId ?? "");
  const recipientId = String(payload.recipientId ?? "");
  await deps.database.db.transaction(async (tx) => {
    const settings = await getPushSettings(tx, recipientId);
    if (!settings.messages_enquiries) return;
    const stretch = await unreadStretch(tx, conversationId, recipientId);
    // Read in the app meanwhile, left the conversation, or it is gone: nothing to tell.
    if (!stretch) return;
    const push: PushPayload = {
      title: messagePushTitle({
        count: stretch.count,
        senders: stretch.senders,
        address: stretch.address_line_1,
        groupName: stretch.type === "group" ? stretch.group_name : null,
      }),
      body: settings.show_message_text ? shortened(stretch.latest) : "",
      url: notificationHref({
        type: "message",
        data: { conversation_id: conversationId, conversation_type: stretch.type },
      }),
      tag: `conversation:${conversationId}`,
    };
    await enqueuePushToDevices(tx, {
      userId: recipientId,
      payload: push,
      urgency: "high",
      sourceKey: `${PUSH_MESSAGE}:${job.id}`,
      now,
    });
  });
}
