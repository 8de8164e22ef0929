import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { type BusEnvelope, publishMany } from "../../realtime/bus.ts";

/**
 * Keeps the group's members (other than the leader) participants, with role group_reader, of the
 * leader's enquiries (landlord_tenant conversations whose tenant is the leader), and nobody else
 * (decision 022). Call it in the same transaction as every membership change of the group and when
 * a leader's enquiry is created. Published events take effect on commit: an added reader's lists
 * refresh; a removed reader's sockets stop receiving the conversation at once.
 */
export async function syncGroupInquiryReaders(tx: Tx, groupId: string): Promise<void> {
  const added = await tx.execute<{ conversation_id: string; user_id: string }>(sql`
    insert into conversation_participants (conversation_id, user_id, role)
    select c.id, m.user_id, ${GROUP_INQUIRY_READER_ROLE}
    from group_members l
    join conversations c on c.tenant_id = l.user_id and c.type = 'landlord_tenant'
    join group_members m on m.group_id = l.group_id and m.role = 'member'
    where l.group_id = ${groupId} and l.role = 'admin'
    on conflict (conversation_id, user_id) do nothing
    returning conversation_id, user_id`);
  // Candidates: rows of this group's members (a new leader's old reader rows, or rows in the
  // enquiries of a leader who is gone) and rows in this leader's enquiries (members who left).
  // A row stays only while its user is a member of the group its conversation's tenant leads.
  const removed = await tx.execute<{ conversation_id: string; user_id: string }>(sql`
    delete from conversation_participants cp
    where cp.role = ${GROUP_INQUIRY_READER_ROLE}
      and (cp.user_id in (select user_id from group_members where group_id = ${groupId})
        or cp.conversation_id in (
          select c.id from conversations c
          join group_members l on l.user_id = c.tenant_id and l.group_id = ${groupId} and l.role = 'admin'
          where c.type = 'landlord_tenant'))
      and not exists (
        select 1 from conversations c
        join group_members l on l.user_id = c.tenant_id and l.role = 'admin'
        join group_members m on m.group_id = l.group_id and m.user_id = cp.user_id and m.role = 'member'
        where c.id = cp.conversation_id and c.type = 'landlord_tenant')
    returning cp.conversation_id, cp.user_id`);

  const envelopes: BusEnvelope[] = [];
  for (const r of removed.rows) {
    const event = {
      kind: "participant_removed",
      conversation_id: r.conversation_id,
      user_id: r.user_id,
    } as const;
    envelopes.push(
      { channel: conversationChannel(r.conversation_id), event },
      { channel: userChannel(r.user_id), event },
    );
  }
  for (const r of added.rows) {
    envelopes.push({
      channel: userChannel(r.user_id),
      event: { kind: "conversation_updated", conversation_id: r.conversation_id },
    });
  }
  if (envelopes.length > 0) await publishMany(tx, envelopes);
}

/** A new enquiry of `tenantId`: when they lead a group, its members become its readers. */
export async function addReadersToNewInquiry(tx: Tx, tenantId: string): Promise<void> {
  const led = await tx.execute<{ group_id: string }>(
    sql`select group_id from group_members where user_id = ${tenantId} and role = 'admin' limit 1`,
  );
  const groupId = led.rows[0]?.group_id;
  if (groupId) await syncGroupInquiryReaders(tx, groupId);
}
