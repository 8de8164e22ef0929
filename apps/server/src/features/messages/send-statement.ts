import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { type SQL, sql } from "drizzle-orm";
import { namedStatement } from "../../db/named-statement.ts";
import { envelopeSql, envelopesPayloadSql } from "../../realtime/bus.ts";
import { messageEmailJobsSql } from "../email-notifications/message-email.ts";
import { messagePushJobsSql } from "../push/message-push.ts";
import { blockInConversationSql } from "../safety/blocks.ts";
import { appendCtes } from "./append-message.ts";
import { LAST_READ_KEY_SQL } from "./stretch-jobs.ts";

/** The values of one send. */
export interface SendValues {
  conversationId: string;
  /** conversationChannel(conversationId), as the hub's subscribers name it. */
  channel: string;
  senderId: string;
  id: string;
  content: string;
  /** The notification's text: the content, shortened. */
  preview: string;
  /** Who has the conversation open on this instance: they get no notification (decision 004). */
  viewers: string[];
  /** Epoch ms, stamped on the events (the bus lag on /metrics). */
  publishedAt: number;
  emailAt: Date;
  /** When the push jobs run; unused when push is off. */
  pushAt: Date;
}

/** The statement's one row: the sender's standing, and the message when it went in. */
export interface SendOutcome {
  /** False when the conversation does not exist or the sender is not in it. */
  participant: boolean;
  role: string | null;
  /** A block between the sender and another participant, in a non-group chat (blockInConversationSql). */
  blocked_by_sender: boolean | null;
  id: string | null;
  conversationId: string;
  senderId: string | null;
  content: string;
  messageType: "text" | "system";
  isSystemMessage: boolean;
  createdAt: Date;
  /** The events to announce: of the new message, or of the sender's own stored one (a retry). */
  announcement: string | null;
}

const p = (name: keyof SendValues) => sql.placeholder(name);

/**
 * A chat message in one statement, one round trip with no transaction around it (a send is on the
 * realtime path, decision 049), as WITH queries:
 * - `me`: the sender's place in the conversation, whether a block silences them there, their name;
 * - the append (appendCtes), only when they may send: a participant, not a reader of the leader's
 *   enquiry (decision 022), and no block in a direct chat or enquiry (decision 011);
 * - the others (`recipients`), each with their last read, once the message is in;
 * - a 'message' notification for each recipient not viewing the chat on this instance, the delayed
 *   email of every recipient (decision 032), and the push of those who asked for it (decision 064);
 * - the events, as one payload for `announce` to NOTIFY once this has committed: message_created
 *   to the conversation (with its participants, which the hub delivers to), conversation_updated
 *   to every participant's own channel, notification_created to each notified recipient. A retry
 *   of the sender's own stored message gets its events again: its first announcement may not have
 *   gone out.
 * The rows commit together or not at all, so the chat's outbox can always send again.
 */
function sendStatementSql(withPush: boolean) {
  const conversationId = sql`${p("conversationId")}::uuid`;
  const senderId = sql`${p("senderId")}::text`;
  const mayAppend = sql`exists (select 1 from me
    where me.role <> ${GROUP_INQUIRY_READER_ROLE} and me.blocked_by_sender is null)`;
  const jobs = {
    conversationId: p("conversationId"),
    recipients: sql.raw("recipients"),
    runAt: p("emailAt"),
  };
  const envelope = (ord: number, channel: SQL, event: SQL, members?: SQL) =>
    sql`select ${sql.raw(String(ord))} as ord, ${envelopeSql(channel, event, p("publishedAt"), members)} as envelope`;
  const userChannel = (userId: string) => sql.raw(`'user:' || ${userId}`);
  return sql`
    with me as (
      select c.type, me.role,
        case when c.type <> 'group' then ${blockInConversationSql(p("conversationId"), p("senderId"))} end
          as blocked_by_sender,
        coalesce((select coalesce(pr.display_name, u.name) from "user" u
          left join profiles pr on pr.user_id = u.id where u.id = ${senderId}), 'Someone') as sender_name
      from conversation_participants me
      join conversations c on c.id = me.conversation_id
      where me.conversation_id = ${conversationId} and me.user_id = ${senderId}
    ), ${appendCtes(
      {
        id: p("id"),
        conversationId: p("conversationId"),
        senderId: p("senderId"),
        content: p("content"),
        messageType: "text",
      },
      mayAppend,
    )}, recipients as (
      select cp.user_id, ${LAST_READ_KEY_SQL} as last_read_key
      from conversation_participants cp
      where cp.conversation_id = ${conversationId} and cp.user_id <> ${senderId}
        and exists (select 1 from appended)
    ), notified as (
      insert into notifications (id, user_id, type, title, message, data)
      select gen_random_uuid(), r.user_id, 'message', 'New message from ' || me.sender_name,
        ${p("preview")}::text,
        jsonb_build_object('sender_id', ${senderId}, 'sender_name', me.sender_name,
          'conversation_id', ${p("conversationId")}::text, 'conversation_type', me.type)
      from recipients r cross join me
      where not (r.user_id = any(${p("viewers")}::text[]))
      returning id, user_id
    ), emailed as (${messageEmailJobsSql(jobs)}
    )${withPush ? sql`, pushed as (${messagePushJobsSql({ ...jobs, runAt: p("pushAt") })})` : sql``}
    , told as (
      select id, "senderId" from appended
      union all
      select m.id, m.sender_id from messages m
      where m.id = ${p("id")}::uuid and m.sender_id = ${senderId} and m.conversation_id = ${conversationId}
        and not exists (select 1 from appended)
    ), announcement as (${envelopesPayloadSql(sql`
      ${envelope(
        0,
        sql`${p("channel")}::text`,
        sql`json_build_object('kind', 'message_created', 'conversation_id', ${p("conversationId")}::text,
          'message_id', a.id, 'sender_id', a."senderId")`,
        sql`(select json_agg(cp.user_id) from conversation_participants cp
          where cp.conversation_id = ${conversationId})`,
      )} from told a
      union all
      ${envelope(
        1,
        userChannel("cp.user_id"),
        sql`json_build_object('kind', 'conversation_updated', 'conversation_id', ${p("conversationId")}::text)`,
      )} from conversation_participants cp
      where cp.conversation_id = ${conversationId} and exists (select 1 from told)
      union all
      ${envelope(
        2,
        userChannel("n.user_id"),
        sql`json_build_object('kind', 'notification_created', 'notification_id', n.id)`,
      )} from notified n`)}
    )
    select me.type is not null as participant, me.role, me.blocked_by_sender, a.*,
      (select payload from announcement) as announcement
    from (select 1) as one
    left join me on true
    left join appended a on true`;
}

const statements = {
  withPush: namedStatement<keyof SendValues>("send_message_push", sendStatementSql(true)),
  withoutPush: namedStatement<keyof SendValues>("send_message", sendStatementSql(false)),
};

/** The send statement with these values, for pg's query. */
export function sendStatement(values: SendValues, withPush: boolean) {
  return (withPush ? statements.withPush : statements.withoutPush)(values);
}
