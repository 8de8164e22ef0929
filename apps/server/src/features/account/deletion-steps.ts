// The steps of an account deletion, one per kind of record, each inside the deletion's
// transaction (account-deletion.service.ts runs them in order). What other people keep is handed
// to the placeholder account; what is only the person's goes.
import { randomUUID } from "node:crypto";
import { DELETED_USER_NAME, REDACTED_TEXT } from "@roost/shared/domain/account.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { PropertyPhoto } from "../../db/schema.ts";
import { publishSessionsEnded } from "../../realtime/bus.ts";
import { syncGroupParticipants } from "../conversations/group-conversation.service.ts";
import { lockGroup } from "../groups/group-membership.ts";
import type { Identity } from "./deletion-identity.ts";
import { inList, redacted, renamed, wholeName } from "./deletion-text.ts";

/** One deletion in progress: who goes, who takes their place, and what was theirs. */
export interface Erasure {
  tx: Tx;
  me: Identity;
  placeholder: string;
  now: Date;
  /** Contact details to redact, longest first. */
  contact: string[];
  /** Conversations they took part in, sent to or opened as a tenant (read before any change). */
  conversationIds: string[];
  /** Groups they were in (read before they left). */
  groupIds: string[];
}

/**
 * Leaves every group: a leader hands over to the longest-standing member (or the group, left
 * empty, is deleted with its chat and requests); the group chat's participants follow.
 */
export async function leaveGroups(tx: Tx, userId: string): Promise<void> {
  const memberships = await tx.execute<{ group_id: string }>(
    sql`select group_id from group_members where user_id = ${userId} order by group_id`,
  );
  for (const { group_id: groupId } of memberships.rows) {
    if (!(await lockGroup(tx, groupId))) continue;
    await tx.execute(sql`delete from group_members where group_id = ${groupId} and user_id = ${userId}`);
    const successor = await tx.execute<{ user_id: string }>(sql`
      select user_id from group_members where group_id = ${groupId}
      order by role = 'admin' desc, joined_at, user_id limit 1`);
    const next = successor.rows[0]?.user_id;
    if (!next) {
      await syncGroupParticipants(tx, groupId);
      await tx.execute(sql`delete from groups where id = ${groupId}`);
      continue;
    }
    await tx.execute(sql`update group_members set role = 'admin' where group_id = ${groupId} and user_id = ${next}
      and not exists (select 1 from group_members where group_id = ${groupId} and role = 'admin')`);
    await syncGroupParticipants(tx, groupId);
  }
  // created_by must not keep the id: the group's current leader becomes its creator of record.
  await tx.execute(sql`
    update groups g set created_by = gm.user_id
    from group_members gm
    where g.created_by = ${userId} and gm.group_id = g.id and gm.role = 'admin'`);
  await tx.execute(sql`delete from groups where created_by = ${userId}`);
}

const PLACEHOLDER_EMAIL_PREFIX = "deleted-user:";

/** Whether an account is a deleted user's placeholder (its email is no address). */
export function isDeletedAccountEmail(email: string): boolean {
  return email.startsWith(PLACEHOLDER_EMAIL_PREFIX);
}

/** The placeholder that keeps other people's records whole; it can never sign in (no '@', suspended). */
export async function createPlaceholder(tx: Tx, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values (${id}, ${DELETED_USER_NAME}, ${`${PLACEHOLDER_EMAIL_PREFIX}${id}`}, false, ${now}, ${now})`);
  await tx.execute(sql`
    insert into profiles (user_id, display_name, suspended_at, created_at, updated_at)
    values (${id}, ${DELETED_USER_NAME}, ${now}, ${now}, ${now})`);
  return id;
}

/**
 * Listings: drafts go, and every other listing is taken off the market for good (410 withdrawn)
 * without its photos. Each one's photos are returned, for their files to be removed after the
 * commit.
 */
/** A listing's photos and its floorplan, as one list of images whose files are removed. */
const IMAGES = sql.raw(
  "case when floorplan is null then photos else photos || jsonb_build_array(floorplan) end as photos",
);

export async function withdrawListings({ tx, me, placeholder, now, contact }: Erasure) {
  await tx.execute(sql`select id from properties where user_id = ${me.id} for update`);
  const drafts = await tx.execute<{ id: string; photos: PropertyPhoto[] }>(
    sql`delete from properties where user_id = ${me.id} and status = 'draft' returning id, ${IMAGES}`,
  );
  const withdrawn = await tx.execute<{ id: string; photos: PropertyPhoto[] }>(sql`
    with listed as (select id, ${IMAGES} from properties where user_id = ${me.id})
    update properties p set user_id = ${placeholder}, status = 'withdrawn', published_at = null,
      expires_at = null, updated_at = ${now}, photos = '[]'::jsonb, floorplan = null,
      description = ${redacted(sql`p.description`, contact, REDACTED_TEXT)}
    from listed where p.id = listed.id
    returning p.id, listed.photos`);
  return [...drafts.rows, ...withdrawn.rows];
}

/** Conversations stay readable for the other side: the person becomes "Deleted user". */
export async function handOverConversations({ tx, me, placeholder, contact, conversationIds }: Erasure) {
  const userId = me.id;
  await tx.execute(sql`
    update conversations set direct_key = replace(direct_key, ${userId}, ${placeholder})
    where type = 'direct' and strpos(direct_key, ${userId}) > 0`);
  await tx.execute(sql`update conversations set tenant_id = ${placeholder} where tenant_id = ${userId}`);
  await tx.execute(sql`
    update conversation_participants set user_id = ${placeholder}
    where user_id = ${userId}
      and conversation_id in (select id from conversations where type <> 'group')`);
  // Their words are the other side's history too: kept, without the sender link and without
  // their contact details; system lines that named them now say "Deleted user".
  await tx.execute(sql`
    update messages set sender_id = null,
      content = ${redacted(sql`content`, contact, REDACTED_TEXT)}
    where sender_id = ${userId}`);
  if (me.names.length) {
    await tx.execute(sql`
      update messages set content = ${renamed(sql`content`, me.names)}
      where is_system_message and ${inList(sql`conversation_id`, conversationIds)}
        and content ~ ${me.names.map(wholeName).join("|")}`);
  }
}

/**
 * Deals, inquiries and applications stay with the other side, attributed to the placeholder;
 * a deal with a deleted party cannot go on, so it is closed and its pending jobs dropped.
 */
export async function handOverDeals({ tx, me, placeholder, now }: Erasure) {
  const userId = me.id;
  const deals = await tx.execute<{ id: string }>(sql`
    update deal_progression set
      student_id = case when student_id = ${userId} then ${placeholder} else student_id end,
      landlord_id = case when landlord_id = ${userId} then ${placeholder} else landlord_id end,
      status = 'closed', updated_at = ${now}
    where student_id = ${userId} or landlord_id = ${userId}
    returning id`);
  for (const { id } of deals.rows) {
    await tx.execute(sql`delete from jobs where done_at is null and payload ->> 'dealId' = ${id}`);
  }
  await tx.execute(
    sql`update viewing_time_slots set created_by = ${placeholder} where created_by = ${userId}`,
  );
  await tx.execute(
    sql`update applications set applicant_user_id = ${placeholder} where applicant_user_id = ${userId}`,
  );
  await tx.execute(sql`update deal_applicants set user_id = ${placeholder} where user_id = ${userId}`);
  await tx.execute(
    sql`update property_inquiries set inquirer_id = ${placeholder} where inquirer_id = ${userId}`,
  );
  // Views they made still count for the landlord, but no longer point to anyone.
  await tx.execute(sql`
    update property_views set viewer_id = null, ip_address = null, user_agent = null, referrer = null,
      session_id = 'deleted-' || id
    where viewer_id = ${userId}`);
}

/**
 * Other people's notifications: requests the user made are withdrawn, so their notices go;
 * the rest (messages, deal steps, group news) stay, naming "Deleted user".
 */
export async function scrubOthersNotifications({ tx, me, contact, conversationIds, groupIds }: Erasure) {
  const userId = me.id;
  await tx.execute(sql`
    delete from notifications
    where user_id <> ${userId} and data ->> 'sender_id' = ${userId}
      and type in ('connect_request', 'group_request')`);
  const aboutMe = sql`(data ->> 'sender_id' = ${userId}
    or ${inList(sql`data ->> 'conversation_id'`, conversationIds)}
    or ${inList(sql`data ->> 'group_id'`, groupIds)})`;
  const scrubbed = (column: SQL) => renamed(redacted(column, contact, REDACTED_TEXT), me.names);
  await tx.execute(sql`
    update notifications set
      title = ${scrubbed(sql`title`)},
      message = ${scrubbed(sql`message`)},
      data = case when data ->> 'sender_id' = ${userId}
        then (data - 'sender_id') || jsonb_build_object('sender_name', ${DELETED_USER_NAME}::text)
        else data end
    where user_id <> ${userId} and ${aboutMe}`);
}

/**
 * Records keyed by the address rather than the account, and mail, queued jobs, sign-in
 * verifications and rate-limit counters of the person, found by their id or exact address only.
 * Mail in the outbox is a delivery record, so a message to them or naming them (person_ids,
 * filled by every sender) is deleted rather than edited. better-auth's rate_limit table is left
 * alone: its keys are addresses and paths, nobody's account.
 */
export async function scrubOperationalRecords({ tx, me }: Erasure): Promise<void> {
  await tx.execute(
    sql`delete from newsletter_subscriptions where ${inList(sql`lower(btrim(email))`, me.emails)}`,
  );
  await tx.execute(sql`
    delete from mail_outbox
    where ${me.id} = any(person_ids)
      or exists (select 1 from unnest("to") as r(address) where ${inList(sql`lower(btrim(r.address))`, me.emails)})`);
  // Idempotency records of mail to or about them (decision 019): ids only, but about them all the same.
  await tx.execute(sql`delete from mail_deliveries where ${me.id} = any(person_ids)`);
  // A job is theirs when the id or the address is a whole string value anywhere in its payload
  // (e.g. recipientId, reporterEmail), or the id a ':'-separated segment of its unique key.
  await tx.execute(sql`
    delete from jobs
    where exists (
        select 1 from jsonb_path_query(payload, 'strict $.**') as v(value)
        where jsonb_typeof(v.value) = 'string'
          and (v.value #>> '{}' = ${me.id} or ${inList(sql`lower(v.value #>> '{}')`, me.emails)}))
      or ${me.id} = any(string_to_array(unique_key, ':'))`);
  await tx.execute(sql`
    delete from verification
    where identifier = ${me.id} or ${inList(sql`lower(identifier)`, me.emails)}
      or "value" = ${me.id} or ${inList(sql`lower("value")`, me.emails)}`);
  // The app's counters are '<category>:<scope>:<key>': the person's are those keyed by their id.
  await tx.execute(sql`delete from rate_limits where right("key", ${me.id.length + 1}) = ${`:${me.id}`}`);
}

/**
 * Last: the account itself. Sessions (every signed-in device), sign-in methods, profile,
 * favourites, own notifications, memberships, requests both ways, blocks, reports, consents,
 * badges and vouchers go with it by ON DELETE CASCADE.
 */
export async function deleteUserRow({ tx, me }: Erasure): Promise<void> {
  const sessions = await tx.execute<{ id: string }>(
    sql`delete from session where user_id = ${me.id} returning id`,
  );
  // On commit every instance closes the WebSockets of those sessions.
  await publishSessionsEnded(
    tx,
    sessions.rows.map((s) => s.id),
  );
  await tx.execute(sql`delete from "user" where id = ${me.id}`);
}
