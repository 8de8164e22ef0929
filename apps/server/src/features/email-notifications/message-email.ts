import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { JobContext } from "../../jobs/job.ts";
import { button, heading, paragraph, quote } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { formatAddress } from "../deals/deal-parties.ts";
import { stretchJobsSql } from "../messages/stretch-jobs.ts";
import { buildNotificationEmail, loadRecipient } from "./notification-email.ts";
import { emailFrequency } from "./notification-settings.service.ts";

// "A new message in any conversation" and "a new enquiry (to the landlord)" by email (decision
// 032). Sending a message enqueues, in its statement, one delayed job per other
// participant. The job's unique key names the recipient, the conversation and the recipient's
// last read of it, so every message of one unread stretch lands on the same job: several messages
// become one email, and after that email nothing more is sent until they read the conversation.
// When the job runs it decides from the database alone: messages from others created after the
// recipient's last_read_at (whichever instance's socket they read it on) — none left, no email.

export const MESSAGE_EMAIL = "message-email";

/** Unread messages quoted in one email; the rest are counted. */
const QUOTED_MESSAGES = 3;
const QUOTE_LENGTH = 300;

/**
 * The delayed email jobs of one message, one per other participant (`recipients`, see
 * stretchJobsSql), as a WITH query of the sending statement.
 */
export function messageEmailJobsSql(job: {
  conversationId: Placeholder;
  recipients: SQL;
  runAt: Placeholder;
}): SQL {
  return stretchJobsSql(MESSAGE_EMAIL, job);
}

type UnreadMessage = {
  sender_id: string;
  sender_name: string;
  content: string;
};

type ConversationFacts = {
  type: "direct" | "group" | "landlord_tenant";
  name: string | null;
  tenant_id: string | null;
  address_line_1: string | null;
  town: string | null;
  postcode: string | null;
  /** Whether the recipient has ever written in it: a landlord who has not is reading an enquiry. */
  recipient_has_written: boolean;
};

async function loadFacts(db: Tx, conversationId: string, recipientId: string) {
  const facts = await db.execute<ConversationFacts>(sql`
    select c.type, c.name, c.tenant_id, pr.address_line_1, pr.town, pr.postcode,
      exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = ${recipientId})
        as recipient_has_written
    from conversations c
    join conversation_participants cp on cp.conversation_id = c.id and cp.user_id = ${recipientId}
    left join properties pr on pr.id = c.property_id
    where c.id = ${conversationId}`);
  const unread = await db.execute<UnreadMessage>(sql`
    select m.sender_id, coalesce(nullif(btrim(p.display_name), ''), u.name, 'Someone') as sender_name, m.content
    from messages m
    join conversation_participants cp on cp.conversation_id = m.conversation_id and cp.user_id = ${recipientId}
    left join "user" u on u.id = m.sender_id
    left join profiles p on p.user_id = m.sender_id
    where m.conversation_id = ${conversationId} and not m.is_system_message
      and m.sender_id is distinct from ${recipientId}
      and m.created_at > coalesce(cp.last_read_at, '-infinity'::timestamptz)
    order by m.seq asc`);
  return { conversation: facts.rows[0], unread: unread.rows };
}

const excerpt = (content: string) =>
  content.length > QUOTE_LENGTH ? `${content.slice(0, QUOTE_LENGTH - 1)}…` : content;

/** 'message-email' {conversationId, recipientId, key}: one email for one unread stretch, or nothing. */
export async function messageEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const conversationId = String(payload.conversationId ?? "");
  const recipientId = String(payload.recipientId ?? "");
  const { conversation, unread } = await loadFacts(db, conversationId, recipientId);
  // Left the conversation, deleted, or read everything since: nothing to tell.
  if (!conversation || unread.length === 0) return;
  // Off, or collected by the daily digest instead.
  if ((await emailFrequency(db, recipientId, "messages_enquiries")) !== "instant") return;
  const recipient = await loadRecipient(db, recipientId);
  if (!recipient) return;

  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const isInquiry = conversation.type === "landlord_tenant";
  const address =
    conversation.address_line_1 !== null
      ? formatAddress({
          addressLine1: conversation.address_line_1,
          town: conversation.town ?? "",
          postcode: conversation.postcode ?? "",
        })
      : "a property";
  const senders = [...new Set(unread.map((m) => m.sender_name))];
  const isNewEnquiry =
    isInquiry && conversation.tenant_id !== recipientId && !conversation.recipient_has_written;
  const count = unread.length;
  const subject = isNewEnquiry
    ? `New enquiry from ${senders[0]} about ${address}`
    : `${count === 1 ? "New message" : `${count} new messages`} from ${senders.join(", ")}`;
  const where = isInquiry
    ? `about ${address}`
    : conversation.type === "group"
      ? `in ${conversation.name ?? "your group chat"}`
      : "on Roost";
  const url = `${publicUrl}/${isInquiry ? "inquiries" : "messages"}/${conversationId}`;
  const shown = unread.slice(-QUOTED_MESSAGES);
  const blocks = [
    heading(isNewEnquiry ? "You have a new enquiry" : subject),
    paragraph(
      isNewEnquiry
        ? `${senders[0]} is interested in ${address} and wrote to you on Roost.`
        : `You have ${count === 1 ? "an unread message" : `${count} unread messages`} ${where}.`,
    ),
    ...shown.map((m) => quote(m.sender_name, excerpt(m.content))),
    ...(count > shown.length ? [paragraph(`and ${count - shown.length} earlier message(s).`)] : []),
    button(isNewEnquiry ? "Open the enquiry" : "Reply on Roost", url),
  ];
  const message = buildNotificationEmail(
    deps,
    {
      recipient,
      category: "messages_enquiries",
      subject,
      blocks,
      personIds: [...new Set(unread.map((m) => m.sender_id))],
      kind: isNewEnquiry ? "new_enquiry" : "new_message",
    },
    now,
  );
  const mailer = createMailer({ config: deps.config, db, log: deps.log });
  await mailer.sendMail(message, String(payload.key ?? `${MESSAGE_EMAIL}:${conversationId}:${recipientId}`));
}
