import type { DataExport, DataExportListSection } from "@roost/shared/contracts/account.ts";
import { type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";

// "Download my data" (UK GDPR right of access, docs/decisions/013). Every section is the stored
// rows as they are (to_jsonb keeps every column, so a column added later is exported without a
// code change), minus secrets. account-export.test.ts checks that every table with a column
// referencing "user".id is exported here or listed in EXCLUDED_TABLES with its reason.

interface Section {
  /** The table read, as named in the database. */
  table: string;
  /** Which rows are the user's; `me` is the user id parameter. */
  where: (me: SQL) => SQL;
  /** Columns never exported: credentials, and third parties' details that are not the user's data. */
  omit?: readonly string[];
  orderBy: string;
}

const mine = (column: string) => (me: SQL) => sql`t.${sql.identifier(column)} = ${me}`;
const myConversations = (me: SQL) =>
  sql`select conversation_id from conversation_participants where user_id = ${me}`;
const myDeals = (me: SQL) => sql`
  select id from deal_progression where student_id = ${me} or landlord_id = ${me}
  union select deal_progression_id from deal_applicants where user_id = ${me}`;

export const EXPORT_SECTIONS: Readonly<Record<DataExportListSection, Section>> = {
  sign_in_methods: {
    table: "account",
    where: mine("user_id"),
    // OAuth tokens and password hashes are credentials, not information about the person.
    omit: ["access_token", "refresh_token", "id_token", "password"],
    orderBy: "created_at",
  },
  sessions: { table: "session", where: mine("user_id"), omit: ["token"], orderBy: "created_at" },
  badges: { table: "user_badges", where: mine("user_id"), orderBy: "created_at" },
  listings: { table: "properties", where: mine("user_id"), omit: ["search_vector"], orderBy: "created_at" },
  favourites: { table: "favourites", where: mine("user_id"), orderBy: "created_at" },
  listing_views: { table: "property_views", where: mine("viewer_id"), orderBy: "created_at" },
  inquiries: { table: "property_inquiries", where: mine("inquirer_id"), orderBy: "created_at" },
  notifications: { table: "notifications", where: mine("user_id"), orderBy: "created_at" },
  groups: {
    table: "groups",
    where: (me) =>
      sql`(t.created_by = ${me} or t.id in (select group_id from group_members where user_id = ${me}))`,
    orderBy: "created_at",
  },
  group_memberships: { table: "group_members", where: mine("user_id"), orderBy: "joined_at" },
  join_requests: { table: "group_join_requests", where: mine("user_id"), orderBy: "created_at" },
  connect_requests: {
    table: "connect_requests",
    where: (me) => sql`(t.sender_id = ${me} or t.receiver_id = ${me})`,
    orderBy: "created_at",
  },
  conversations: {
    table: "conversations",
    where: (me) => sql`(t.id in (${myConversations(me)}) or t.tenant_id = ${me})`,
    // Two user ids joined: an internal lookup key, not information.
    omit: ["direct_key"],
    orderBy: "created_at",
  },
  conversation_participation: {
    table: "conversation_participants",
    where: mine("user_id"),
    orderBy: "joined_at",
  },
  // The user's correspondence: what they sent anywhere and what others sent them in the
  // conversations they take part in (the other side's words addressed to them are part of it).
  messages: {
    table: "messages",
    where: (me) => sql`(t.sender_id = ${me} or t.conversation_id in (${myConversations(me)}))`,
    orderBy: "created_at",
  },
  deals: { table: "deal_progression", where: (me) => sql`t.id in (${myDeals(me)})`, orderBy: "created_at" },
  deal_applicants: { table: "deal_applicants", where: mine("user_id"), orderBy: "position" },
  viewing_slots: {
    table: "viewing_time_slots",
    where: (me) => sql`(t.created_by = ${me} or t.deal_progression_id in (${myDeals(me)}))`,
    orderBy: "created_at",
  },
  applications: { table: "applications", where: mine("applicant_user_id"), orderBy: "created_at" },
  vouchers: { table: "voucher_codes", where: mine("user_id"), orderBy: "created_at" },
  newsletter_subscriptions: {
    table: "newsletter_subscriptions",
    where: (me) => sql`lower(t.email) = (select lower(email) from "user" where id = ${me})`,
    orderBy: "created_at",
  },
  notification_settings: { table: "notification_settings", where: mine("user_id"), orderBy: "updated_at" },
  push_settings: { table: "push_settings", where: mine("user_id"), orderBy: "updated_at" },
  // The devices Roost pushes to (decision 064): when and on what; where and how to push to them
  // (the endpoint and its keys) work as credentials for the push service and stay out.
  push_devices: {
    table: "push_subscriptions",
    where: mine("user_id"),
    omit: ["endpoint", "p256dh", "auth", "session_id"],
    orderBy: "created_at",
  },
  saved_searches: { table: "saved_searches", where: mine("user_id"), orderBy: "created_at" },
  profile_access_consents: {
    table: "profile_access_consents",
    // Both sides: consents the user gave as a landlord, and who was given access to their profile.
    where: (me) => sql`(t.viewer_id = ${me} or t.student_id = ${me})`,
    orderBy: "consented_at",
  },
  // Only what the user did: who blocked or reported them is the other person's data, and telling
  // would expose them to the very person they wanted to be safe from (UK GDPR Art. 15(4)).
  blocks: { table: "user_blocks", where: mine("blocker_id"), orderBy: "created_at" },
  reports: { table: "reports", where: mine("reporter_id"), orderBy: "created_at" },
  emails: {
    table: "mail_outbox",
    where: (me) =>
      sql`exists (select 1 from unnest(t."to") r where lower(r) = (select lower(email) from "user" where id = ${me}))`,
    // Other recipients' addresses and ids are theirs; the text part says everything the HTML one does;
    // the headers hold only a signed unsubscribe link, which the text part repeats.
    omit: ["to", "person_ids", "html", "attachments", "headers"],
    orderBy: "created_at",
  },
  // The request and its decision; which operator decided is theirs to know, not the landlord's.
  verification_requests: {
    table: "landlord_verifications",
    where: mine("user_id"),
    omit: ["decided_by"],
    orderBy: "created_at",
  },
  response_time: { table: "landlord_response_times", where: mine("user_id"), orderBy: "computed_at" },
  // What they wrote; an operator's hiding of it, with the rule and reason, is part of their record.
  reviews: { table: "reviews", where: mine("author_id"), orderBy: "created_at" },
  review_reports: { table: "review_reports", where: mine("reporter_id"), orderBy: "created_at" },
  // Their group's shortlist (decision 060): the homes they added, their votes and their comments.
  shortlisted_homes: { table: "group_shortlist", where: mine("added_by"), orderBy: "added_at" },
  shortlist_votes: { table: "group_shortlist_votes", where: mine("user_id"), orderBy: "updated_at" },
  shortlist_comments: { table: "group_shortlist_comments", where: mine("author_id"), orderBy: "created_at" },
  // How the group splits each home (decision 061): their premium or the room they claimed.
  shortlist_shares: { table: "group_shortlist_shares", where: mine("user_id"), orderBy: "updated_at" },
  // The tenancies they are a party to (decision 062), as landlord or tenant, with their terms.
  tenancies: {
    table: "tenancies",
    where: (me) => sql`t.id in (select tenancy_id from tenancy_parties where user_id = ${me})`,
    orderBy: "created_at",
  },
  tenancy_parties: { table: "tenancy_parties", where: mine("user_id"), orderBy: "position" },
  // The agreements they sign (their own in individual tenancies, every one for the landlord); where
  // the files are stored is Roost's, and the documents themselves are downloaded from the tenancy.
  tenancy_agreements: {
    table: "tenancy_agreements",
    where: (me) => sql`t.tenancy_id in (select tenancy_id from tenancy_parties where user_id = ${me})
      and (t.tenant_id is null or t.tenant_id = ${me}
        or t.tenancy_id in (select id from tenancies where landlord_id = ${me}))`,
    omit: ["original_key", "signable_key", "signed_key"],
    orderBy: "uploaded_at",
  },
  tenancy_signatures: { table: "tenancy_signatures", where: mine("user_id"), orderBy: "signed_at" },
  // Their own Right to Rent entry; the checks a landlord records of others are those people's.
  right_to_rent_checks: { table: "right_to_rent_checks", where: mine("tenant_id"), orderBy: "recorded_at" },
  // The deposits they paid, and for a landlord every deposit paid for their tenancies.
  tenancy_payments: {
    table: "tenancy_payments",
    where: (me) =>
      sql`t.payer_id = ${me} or t.tenancy_id in (select id from tenancies where landlord_id = ${me})`,
    orderBy: "recorded_at",
  },
  // The guarantor they named and when they signed; the link's nonce is its secret, and where the
  // guarantor signed from (address and browser) is the guarantor's own data.
  tenancy_guarantors: {
    table: "tenancy_guarantors",
    where: mine("tenant_id"),
    omit: ["link_nonce", "ip_address", "user_agent"],
    orderBy: "invited_at",
  },
};

/** Every table the export reads: the list sections plus the one-row account and profile. */
export const EXPORTED_TABLES: ReadonlySet<string> = new Set([
  "user",
  "profiles",
  ...Object.values(EXPORT_SECTIONS).map((s) => s.table),
]);

/**
 * Tables with a column referencing "user".id that the export leaves out, with the reason. Empty
 * today: every such table is a section above. A new table must land in one of the two places.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {};

const NOTES = [
  "This file holds everything Roost stores about you, as stored: one section per kind of record, each row with its columns.",
  "Left out on purpose: sign-in secrets (session tokens, OAuth tokens), and who blocked or reported you, which is the other person's data.",
  "messages holds what you sent and what others sent you in the conversations you take part in.",
  "Photo and avatar addresses are absolute links. Your avatar and the photos of a listing that was ever published open for anyone who has the link; a draft's photos open only while you are signed in; a withdrawn listing's photos are deleted.",
  "Roost also keeps short-lived operational records (rate-limit counters, queued jobs) that are deleted automatically.",
];

async function sectionRows(tx: Tx, section: Section, userId: string): Promise<Record<string, unknown>[]> {
  const table = sql.identifier(section.table);
  const omit = section.omit?.length
    ? sql` - array[${sql.join(
        section.omit.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`
    : sql``;
  const result = await tx.execute<{ rows: Record<string, unknown>[] }>(sql`
    select coalesce(jsonb_agg(to_jsonb(t)${omit} order by t.${sql.identifier(section.orderBy)}), '[]'::jsonb) as rows
    from ${table} t where ${section.where(sql`${userId}`)}`);
  return result.rows[0]?.rows ?? [];
}

/** Relative /files/... links become absolute, so the file is useful outside the app. */
function absoluteUrls(value: unknown, publicUrl: string): unknown {
  if (typeof value === "string") return value.startsWith("/files/") ? `${publicUrl}${value}` : value;
  if (Array.isArray(value)) return value.map((v) => absoluteUrls(v, publicUrl));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteUrls(v, publicUrl)]));
  }
  return value;
}

/** One consistent snapshot (repeatable read) of everything Roost holds about `userId`. */
export async function exportUserData(
  { database, config, clock }: Pick<AppDeps, "database" | "config" | "clock">,
  userId: string,
): Promise<DataExport> {
  return database.db.transaction(
    async (tx) => {
      const account = await tx.execute<{ row: Record<string, unknown> }>(
        sql`select to_jsonb(u) as row from "user" u where u.id = ${userId}`,
      );
      const accountRow = account.rows[0]?.row;
      if (!accountRow) throw notFound("Account not found.");
      const profile = await tx.execute<{ row: Record<string, unknown> }>(
        sql`select to_jsonb(p) as row from profiles p where p.user_id = ${userId}`,
      );
      const sections = {} as Record<DataExportListSection, Record<string, unknown>[]>;
      for (const [name, section] of Object.entries(EXPORT_SECTIONS) as [DataExportListSection, Section][]) {
        sections[name] = await sectionRows(tx, section, userId);
      }
      const body = {
        format: "roost-data-export/1" as const,
        exported_at: clock.now().toISOString(),
        notes: NOTES,
        account: accountRow,
        profile: profile.rows[0]?.row ?? null,
        ...sections,
      };
      return absoluteUrls(body, config.publicUrl.replace(/\/$/, "")) as DataExport;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
