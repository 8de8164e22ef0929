import { notificationHref } from "@roost/shared/domain/notifications.ts";
import type { PushPayload } from "@roost/shared/domain/push.ts";
import { messagePushTitle, PUSH_BODY_MAX_LENGTH } from "@roost/shared/domain/push.ts";
import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { JobContext } from "../../jobs/job.ts";
import { stretchJobsSql } from "../messages/stretch-jobs.ts";
import { enqueuePushToDevices } from "./push-delivery.ts";
import { getPushSettings } from "./push-settings.service.ts";

// New messages by push (decision 064), timed like their email (decision 032) but sooner: sending
// a message queues, in its statement, one delayed job per other participant who has the switch
// on and a device. The job's unique key names the recipient, the conversation and their last read
// of it, so one unread stretch is one push ("3 new messages from Sam"); when it runs, messages
// from others since their last read decide whether there is anything left to tell.

export const PUSH_MESSAGE = "push-message";

/**
 * The delayed push jobs of one message, as a WITH query of the sending statement: for the other
 * participants (`recipients`, see stretchJobsSql) with the messages switch on and a device.
 */
export function messagePushJobsSql(job: {
  conversationId: Placeholder;
  recipients: SQL;
  runAt: Placeholder;
}): SQL {
  return stretchJobsSql(PUSH_MESSAGE, {
    ...job,
    where: (
      userId,
    ) => sql`exists (select 1 from push_settings s where s.user_id = ${userId} and s.messages_enquiries)
      and exists (select 1 from push_subscriptions d where d.user_id = ${userId})`,
  });
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
