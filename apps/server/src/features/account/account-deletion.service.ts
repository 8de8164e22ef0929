import { randomUUID } from "node:crypto";
import { DELETED_USER_NAME, REDACTED_TEXT } from "@roost/shared/domain/account.ts";
import { type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import type { PropertyPhoto } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { publishSessionsEnded } from "../../realtime/bus.ts";
import { syncGroupParticipants } from "../conversations/group-conversation.service.ts";
import { lockGroup } from "../groups/group-membership.ts";
import { removePhotoFiles } from "../properties/photos/property-photos.service.ts";

// "Delete my account" (UK GDPR right to erasure, docs/decisions/013). One transaction removes the
// person and everything that identifies them. What other people keep (their side of a chat, an
// inquiry, a deal, a withdrawn listing that must answer 410) is handed to a placeholder account
// named "Deleted user" with a fresh random id, so no row keeps the old id, e-mail, name or phone.
// account.test.ts proves it by scanning every text and jsonb column of every table.

type Deps = Pick<AppDeps, "database" | "storage" | "log" | "clock">;

// Which rows belong to the person (docs/decisions/013): only the id (random, made by the server)
// and the exact sign-in e-mail address select rows, always as whole values. Names, the phone and
// the profile's contact e-mail are the person's own choice ("user", "Roost", '": ' are valid names,
// and anyone may type another person's address as their contact e-mail, decision 021), so they
// never select a row of a shared table; they are only replaced inside rows already tied to the
// person by an id.

interface Identity {
  id: string;
  /** The sign-in address, lower-cased: compared as whole values only. */
  emails: string[];
  /** The profile's contact address (unverified, decision 021): redacted, never used to select rows. */
  contactEmail: string | null;
  /** Names as the app writes them (as stored and trimmed), longest first. */
  names: string[];
  phone: string | null;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The full name as a whole word sequence, as the app wrote it (case-sensitive): no letter, digit
 * or underscore may touch either end, so "Al" leaves "Also" alone and "from" leaves "From".
 */
const wholeName = (name: string) => `(?<![[:alnum:]_])${escapeRegex(name)}(?![[:alnum:]_])`;

/**
 * `column` with the contact details `terms` replaced wherever they appear (case-insensitive, so
 * "Ring 07700 900123" loses the number): nested regexp_replace over escaped literals, so a term is
 * matched as text, never as a pattern. Only ever applied to rows tied to the person.
 */
function redacted(column: SQL, terms: readonly string[], replacement: string): SQL {
  return terms.reduce<SQL>(
    (expr, term) => sql`regexp_replace(${expr}, ${escapeRegex(term)}, ${replacement}, 'gi')`,
    column,
  );
}

/** `column` with each of `names` (longest first) as a whole word sequence now "Deleted user". */
function renamed(column: SQL, names: readonly string[]): SQL {
  return names.reduce<SQL>(
    (expr, name) => sql`regexp_replace(${expr}, ${wholeName(name)}, ${DELETED_USER_NAME}, 'g')`,
    column,
  );
}

const inList = (column: SQL, values: readonly string[]): SQL =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;

async function lockIdentity(tx: Tx, userId: string): Promise<Identity & { avatarUrl: string | null }> {
  // The user row lock makes every concurrent write that references the user (its foreign-key
  // check takes a KEY SHARE lock) wait for this transaction, and a second deletion queue behind it.
  const found = await tx.execute<{
    name: string;
    email: string;
    display_name: string | null;
    profile_email: string | null;
    phone: string | null;
    avatar_url: string | null;
  }>(sql`
    select u.name, u.email, p.display_name, p.email as profile_email, p.phone, p.avatar_url
    from "user" u left join profiles p on p.user_id = u.id
    where u.id = ${userId} for update of u`);
  const row = found.rows[0];
  if (!row) throw notFound("Account not found.");
  const distinct = (values: (string | null)[]) => [
    ...new Set(values.filter((v): v is string => Boolean(v?.trim()))),
  ];
  const names = [row.name, row.display_name];
  return {
    id: userId,
    emails: distinct([row.email.trim().toLowerCase()]),
    contactEmail: row.profile_email?.trim().toLowerCase() || null,
    // Messages use the name as stored, mails and deal lines the trimmed one: replace both.
    names: distinct([...names, ...names.map((n) => n?.trim() ?? null)]).sort((a, b) => b.length - a.length),
    phone: row.phone?.trim() || null,
    avatarUrl: row.avatar_url,
  };
}

/**
 * Leaves every group: a leader hands over to the longest-standing member (or the group, left
 * empty, is deleted with its chat and requests); the group chat's participants follow.
 */
async function leaveGroups(tx: Tx, userId: string): Promise<void> {
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

/** The placeholder that keeps other people's records whole; it can never sign in (no '@', suspended). */
async function createPlaceholder(tx: Tx, now: Date): Promise<string> {
  const id = randomUUID();
  await tx.execute(sql`
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
    values (${id}, ${DELETED_USER_NAME}, ${`deleted-user:${id}`}, false, ${now}, ${now})`);
  await tx.execute(sql`
    insert into profiles (user_id, display_name, suspended_at, created_at, updated_at)
    values (${id}, ${DELETED_USER_NAME}, ${now}, ${now}, ${now})`);
  return id;
}

/**
 * Deletes the account of `userId` in one transaction and, after it commits, their files.
 * Returns nothing the client needs: the caller signs the browser out.
 */
export async function deleteAccount(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const { avatarUrl, draftPhotos } = await deps.database.db.transaction(async (tx) => {
    const me = await lockIdentity(tx, userId);
    // Longest first, so a term inside another (a@b.com in xa@b.com) never leaves a fragment behind.
    const contact = [me.contactEmail, ...me.emails, me.phone]
      .filter((t): t is string => Boolean(t))
      .sort((x, y) => y.length - x.length);

    const convRows = await tx.execute<{ conversation_id: string }>(sql`
      select conversation_id from conversation_participants where user_id = ${userId}
      union select conversation_id from messages where sender_id = ${userId}
      union select id from conversations where tenant_id = ${userId}`);
    const conversationIds = convRows.rows.map((r) => r.conversation_id);
    const inMyConversations = (column: SQL) => inList(column, conversationIds);
    const groupRows = await tx.execute<{ group_id: string }>(
      sql`select group_id from group_members where user_id = ${userId}`,
    );
    const groupIds = groupRows.rows.map((r) => r.group_id);

    await leaveGroups(tx, userId);
    const placeholder = await createPlaceholder(tx, now);

    // Listings: drafts go; every other listing is taken off the market for good (410 withdrawn).
    await tx.execute(sql`select id from properties where user_id = ${userId} for update`);
    const drafts = await tx.execute<{ id: string; photos: PropertyPhoto[] }>(
      sql`delete from properties where user_id = ${userId} and status = 'draft' returning id, photos`,
    );
    await tx.execute(sql`
      update properties set user_id = ${placeholder}, status = 'withdrawn', published_at = null,
        expires_at = null, updated_at = ${now},
        description = ${redacted(sql`description`, contact, REDACTED_TEXT)}
      where user_id = ${userId}`);

    // Conversations stay readable for the other side: the person becomes "Deleted user".
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
        where is_system_message and ${inMyConversations(sql`conversation_id`)}
          and content ~ ${me.names.map(wholeName).join("|")}`);
    }

    // Deals, inquiries and applications stay with the other side, attributed to the placeholder;
    // a deal with a deleted party cannot go on, so it is closed and its pending jobs dropped.
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

    // Other people's notifications: requests the user made are withdrawn, so their notices go;
    // the rest (messages, deal steps, group news) stay, naming "Deleted user".
    await tx.execute(sql`
      delete from notifications
      where user_id <> ${userId} and data ->> 'sender_id' = ${userId}
        and type in ('connect_request', 'group_request')`);
    const aboutMe = sql`(data ->> 'sender_id' = ${userId}
      or ${inMyConversations(sql`data ->> 'conversation_id'`)}
      or ${inList(sql`data ->> 'group_id'`, groupIds)})`;
    await tx.execute(sql`
      update notifications set
        title = ${renamed(redacted(sql`title`, contact, REDACTED_TEXT), me.names)},
        message = ${renamed(redacted(sql`message`, contact, REDACTED_TEXT), me.names)},
        data = case when data ->> 'sender_id' = ${userId}
          then (data - 'sender_id') || jsonb_build_object('sender_name', ${DELETED_USER_NAME}::text)
          else data end
      where user_id <> ${userId} and ${aboutMe}`);

    // Records keyed by the address rather than the account.
    await tx.execute(
      sql`delete from newsletter_subscriptions where ${inList(sql`lower(btrim(email))`, me.emails)}`,
    );
    await scrubOperationalRecords(tx, me);

    // Last: the account itself. Sessions (every signed-in device), sign-in methods, profile,
    // favourites, own notifications, memberships, requests both ways, blocks, reports, consents,
    // badges and vouchers go with it by ON DELETE CASCADE.
    const sessions = await tx.execute<{ id: string }>(
      sql`delete from session where user_id = ${userId} returning id`,
    );
    // On commit every instance closes the WebSockets of those sessions.
    await publishSessionsEnded(
      tx,
      sessions.rows.map((s) => s.id),
    );
    await tx.execute(sql`delete from "user" where id = ${userId}`);
    return { avatarUrl: me.avatarUrl, draftPhotos: drafts.rows };
  });

  // Files after the commit: a failed deletion must not leave the account pointing at missing files.
  for (const draft of draftPhotos) await removePhotoFiles(deps, draft.id, draft.photos);
  const avatarKeyAt = avatarUrl?.indexOf(`avatars/${userId}/`) ?? -1;
  if (avatarUrl && avatarKeyAt >= 0) {
    await deps.storage
      .remove(avatarUrl.slice(avatarKeyAt))
      .catch((err) => deps.log.warn({ err }, "could not remove a deleted account's avatar"));
  }
}

/**
 * Mail, queued jobs, sign-in verifications and rate-limit counters of the person, found by their
 * id or exact address only. Mail in the outbox is a delivery record, so a message to them or
 * naming them (person_ids, filled by every sender) is deleted rather than edited. better-auth's
 * rate_limit table is left alone: its keys are addresses and paths, nobody's account.
 */
async function scrubOperationalRecords(tx: Tx, me: Identity): Promise<void> {
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
