import type {
  ConversationDetail,
  ConversationListItem,
  ConversationProperty,
  ConversationType,
  LastMessage,
  PersonSummary,
} from "@roost/shared/contracts/conversations.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { inquiryTitle } from "@roost/shared/domain/property.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversationTrust } from "../landlord-trust/conversation-trust.ts";
import { requireParticipant } from "./conversation-access.ts";

// Every list here is ONE query: the caller's participations joined to the conversation, its
// property, group, the other party's profile, the latest message (lateral) and the unread count.

export const iso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(v)).toISOString();

/** One row of conversationRows(): a participation with everything its list item shows. */
export type Row = {
  id: string;
  type: ConversationType;
  name: string | null;
  created_at: Date;
  last_message_at: Date | null;
  tenant_id: string | null;
  my_last_read_at: Date | null;
  my_role: string;
  group_id: string | null;
  group_name: string | null;
  p_id: string | null;
  p_address: string | null;
  p_town: string | null;
  p_postcode: string | null;
  p_bedrooms: number | null;
  p_type: string | null;
  p_cover: string | null;
  p_owner: string | null;
  owner_name: string | null;
  owner_avatar: string | null;
  tenant_name: string | null;
  tenant_avatar: string | null;
  other_id: string | null;
  other_name: string | null;
  other_avatar: string | null;
  lm_id: string | null;
  lm_sender: string | null;
  lm_content: string | null;
  lm_system: boolean | null;
  lm_at: Date | null;
  unread: number;
};

/** The shared SELECT; `where` narrows it (always including the caller's participation). */
export function conversationRows(userId: string, where: SQL) {
  return sql`
    select c.id, c.type, c.name, c.created_at, c.last_message_at, c.tenant_id,
      me.last_read_at as my_last_read_at, me.role as my_role,
      g.id as group_id, g.name as group_name,
      pr.id as p_id, pr.address_line_1 as p_address, pr.town as p_town, pr.postcode as p_postcode,
      pr.bedrooms as p_bedrooms, pr.property_type::text as p_type, pr.photos -> 0 ->> 'card' as p_cover,
      pr.user_id as p_owner,
      op.display_name as owner_name, op.avatar_url as owner_avatar,
      coalesce(tp.display_name, tu.name) as tenant_name, tp.avatar_url as tenant_avatar,
      other.user_id as other_id, other.display_name as other_name, other.avatar_url as other_avatar,
      lm.id as lm_id, lm.sender_id as lm_sender, lm.content as lm_content,
      lm.is_system_message as lm_system, lm.created_at as lm_at,
      (select count(*) from messages um
        where um.conversation_id = c.id
          and um.sender_id is distinct from me.user_id
          and (me.last_read_at is null or um.created_at > me.last_read_at))::int as unread
    from conversation_participants me
    join conversations c on c.id = me.conversation_id
    left join groups g on g.id = c.group_id
    left join properties pr on pr.id = c.property_id
    left join profiles op on op.user_id = pr.user_id
    left join "user" tu on tu.id = c.tenant_id
    left join profiles tp on tp.user_id = c.tenant_id
    left join lateral (
      select cp.user_id, coalesce(p.display_name, u.name) as display_name, p.avatar_url
      from conversation_participants cp
      join "user" u on u.id = cp.user_id
      left join profiles p on p.user_id = cp.user_id
      where cp.conversation_id = c.id and cp.user_id <> me.user_id
      -- In an enquiry the other party is the owner, or for the owner the tenant; never one of
      -- the group members reading along (decision 022).
      order by cp.role = ${GROUP_INQUIRY_READER_ROLE}, cp.user_id = pr.user_id desc, cp.joined_at, cp.user_id
      limit 1
    ) other on c.type <> 'group'
    left join lateral (
      select m.id, m.sender_id, m.content, m.is_system_message, m.created_at
      from messages m where m.conversation_id = c.id
      order by m.seq desc limit 1
    ) lm on true
    where me.user_id = ${userId} and ${where}
    order by coalesce(lm.created_at, c.last_message_at, c.created_at) desc, c.id desc`;
}

export function propertyOf(r: Row): ConversationProperty | null {
  if (!r.p_id || !r.p_owner) return null;
  return {
    id: r.p_id,
    title: inquiryTitle(r.p_bedrooms, r.p_type),
    address_line_1: r.p_address ?? "",
    town: r.p_town ?? "",
    postcode: r.p_postcode ?? "",
    bedrooms: r.p_bedrooms,
    property_type: r.p_type,
    cover_url: r.p_cover,
    owner_id: r.p_owner,
  };
}

export function lastMessageOf(r: Row): LastMessage | null {
  if (!r.lm_id || !r.lm_at) return null;
  return {
    id: r.lm_id,
    sender_id: r.lm_sender,
    content: r.lm_content ?? "",
    is_system_message: r.lm_system ?? false,
    created_at: iso(r.lm_at) as string,
  };
}

function otherPartyOf(r: Row): PersonSummary | null {
  if (r.type === "group" || !r.other_id) return null;
  return { user_id: r.other_id, display_name: r.other_name, avatar_url: r.other_avatar };
}

function titleOf(r: Row): string | null {
  if (r.type === "group") return r.group_name ?? r.name;
  if (r.type === "landlord_tenant" && r.p_id) return inquiryTitle(r.p_bedrooms, r.p_type);
  return r.other_name ?? r.name;
}

function toListItem(r: Row): ConversationListItem {
  const other = otherPartyOf(r);
  const property = propertyOf(r);
  return {
    id: r.id,
    type: r.type,
    title: titleOf(r),
    avatar_url: other?.avatar_url ?? (r.type === "landlord_tenant" ? (property?.cover_url ?? null) : null),
    other_party: other,
    property,
    group: r.group_id ? { id: r.group_id, name: r.group_name ?? "" } : null,
    last_message: lastMessageOf(r),
    last_activity_at: iso(r.lm_at ?? r.last_message_at ?? r.created_at) as string,
    unread_count: r.unread,
  };
}

/** GET /api/conversations: every conversation of the user, newest activity first. */
export async function listConversations(db: Db, userId: string): Promise<ConversationListItem[]> {
  const result = await db.execute<Row>(conversationRows(userId, sql`true`));
  return (result.rows as Row[]).map(toListItem);
}

/** GET /api/conversations/:id: participants only (404 otherwise, with nothing else said). */
export async function getConversationDetail(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<ConversationDetail> {
  await requireParticipant(db, conversationId, userId);
  const result = await db.execute<Row>(conversationRows(userId, sql`c.id = ${conversationId}`));
  const row = (result.rows as Row[])[0];
  if (!row) throw new Error("participant row vanished");
  const participants = await db.execute<{
    user_id: string;
    display_name: string | null;
    avatar_url: string | null;
    role: string;
    user_type: string | null;
    last_read_at: Date | null;
  }>(sql`
    select cp.user_id, coalesce(p.display_name, u.name) as display_name, p.avatar_url, cp.role,
      p.user_type::text as user_type, cp.last_read_at
    from conversation_participants cp
    join "user" u on u.id = cp.user_id
    left join profiles p on p.user_id = cp.user_id
    where cp.conversation_id = ${conversationId}
    order by (cp.role = 'admin') desc, cp.joined_at, cp.user_id`);
  const item = toListItem(row);
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    avatar_url: item.avatar_url,
    other_party: item.other_party,
    participants: participants.rows.map((p) => ({
      user_id: p.user_id,
      display_name: p.display_name,
      avatar_url: p.avatar_url,
      role: p.role,
      user_type: p.user_type,
      last_read_at: iso(p.last_read_at),
    })),
    property: item.property,
    group: item.group,
    last_message_at: iso(row.last_message_at),
    created_at: iso(row.created_at) as string,
    viewer: { user_id: userId, role: row.my_role, last_read_at: iso(row.my_last_read_at) },
    unread_count: row.unread,
    ...(await conversationTrust(db, { id: item.id, type: item.type, landlordId: row.p_owner }, userId)),
  };
}
