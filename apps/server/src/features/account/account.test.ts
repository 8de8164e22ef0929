import { randomBytes, randomUUID } from "node:crypto";
import type { DataExport } from "@roost/shared/contracts/account.ts";
import { DATA_EXPORT_LIST_SECTIONS } from "@roost/shared/contracts/account.ts";
import type {
  ConversationDetail,
  ConversationRef,
  MessagePage,
} from "@roost/shared/contracts/conversations.ts";
import type { DealView } from "@roost/shared/contracts/deals.ts";
import type { MyGroup, MyGroups } from "@roost/shared/contracts/groups.ts";
import type { InquiryList } from "@roost/shared/contracts/inquiries.ts";
import type { Me, Profile } from "@roost/shared/contracts/profile.ts";
import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import { DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { DEFAULT_EMAIL_FREQUENCIES } from "@roost/shared/domain/notification-settings.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  account,
  applications,
  dealApplicants,
  dealProgression,
  groupJoinRequests,
  groupMembers,
  groups,
  jobs,
  landlordResponseTimes,
  landlordVerifications,
  mailOutbox,
  notifications,
  profileAccessConsents,
  profiles,
  rateLimit,
  rateLimits,
  reports,
  reviewReports,
  reviews,
  rightToRentChecks,
  tenancies,
  tenancyAgreements,
  tenancyGuarantors,
  tenancyParties,
  tenancyPayments,
  tenancySignatures,
  user,
  userBadges,
  userBlocks,
  verification,
} from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { parseSessionsEnded, SESSION_ENDED_CHANNEL } from "../../realtime/bus.ts";
import {
  createGroup,
  insertProperty,
  ok,
  person,
  send,
  uniqueEmail,
  VALID_TENANCY_TERMS,
} from "../../test/fixtures.ts";
import type { ApiDocument } from "../../test/openapi-operations.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import { findOrCreateDirectConversation } from "../conversations/direct-conversation.service.ts";
import { EXCLUDED_TABLES, EXPORT_SECTIONS, EXPORTED_TABLES } from "./account-export.service.ts";

const t = useTestApp();

/**
 * A student with data in every part of the product: profile with phone and bio, listings (live and
 * draft), favourites, a group they lead with two members, a join request and connect requests,
 * direct, group and landlord chats both ways, a deal with booking mail in the outbox,
 * notifications, vouchers, newsletter, consents, blocks, reports, views, a Google sign-in row, and
 * the operational rows other features write (a queued job, a rate-limit counter, a verification).
 */
async function richUser() {
  const suffix = randomBytes(3).toString("hex");
  const names = { first_name: "Vera", last_name: `Quillfeather${suffix}` };
  const victim = await person(t, "vera", "student", names);
  const { email, name } = victim;
  const phone = `07700 9${randomBytes(2).readUInt16BE(0).toString().padStart(5, "0")}`;
  // The contact email differs from the sign-in one (decision 021): both must go.
  const contactEmail = `vera.contact.${suffix}@example.org`;
  await ok(
    await t.request("/api/me/profile", {
      method: "PATCH",
      cookie: victim.cookie,
      body: { phone, email: contactEmail, bio: "Second-year geographer who cooks a mean risotto." },
    }),
  );

  const member = await person(t, "max");
  const laterMember = await person(t, "mia");
  const stranger = await person(t, "sam");
  const landlord = await person(t, "lara", "landlord", { first_name: "Lara", last_name: "Landlord" });
  const tenant = await person(t, "tom");

  // The group: the victim leads, Max joined first, Mia later; the group chat has messages.
  const created = await ok(
    await t.request<MyGroup>("/api/groups", {
      cookie: victim.cookie,
      body: { name: "Quill House", max_members: 6 },
    }),
    201,
  );
  const groupId = created.body.id;
  const inviteCode = created.body.invite_code;
  await ok(await t.request("/api/groups/join", { cookie: member.cookie, body: { invite_code: inviteCode } }));
  await ok(
    await t.request("/api/groups/join", { cookie: laterMember.cookie, body: { invite_code: inviteCode } }),
  );
  const groupChat = await ok(
    await t.request<ConversationRef>("/api/conversations/group", {
      cookie: victim.cookie,
      body: { group_id: groupId },
    }),
  );
  const groupConversationId = groupChat.body.conversation_id;
  await ok(await send(t, victim.cookie, groupConversationId, "Shall we look at Platt Lane?"), 201);
  await ok(await send(t, member.cookie, groupConversationId, `Yes ${names.first_name}, let's`), 201);

  // A pending join request elsewhere and connect requests both ways.
  const otherGroup = await createGroup(t.db, stranger.id, [], "Elsewhere Flat");
  await t.db.insert(groupJoinRequests).values({ groupId: otherGroup.id, userId: victim.id, message: "Hi!" });
  await ok(
    await t.request("/api/roommates/requests", {
      cookie: victim.cookie,
      body: { receiver_id: stranger.id, message: "Fancy sharing?" },
    }),
    201,
  );

  // Direct chat with Max, both ways.
  const direct = await t.db.transaction((tx) => findOrCreateDirectConversation(tx, victim.id, member.id));
  await ok(
    await send(
      t,
      victim.cookie,
      direct.conversationId,
      `Call me on ${phone} or mail ${email} or ${contactEmail}`,
    ),
    201,
  );
  await ok(await send(t, member.cookie, direct.conversationId, "Will do!"), 201);

  // The landlord's listing: the victim enquires, views it, favourites it and books a viewing.
  const property = await insertProperty(t.db, landlord.id, { addressLine1: "7 Platt Lane" });
  const inquiry = await ok(
    await t.request<InquiryStarted>(`/api/properties/${property.id}/inquiry`, {
      cookie: victim.cookie,
      body: {},
    }),
  );
  const inquiryId = inquiry.body.conversation_id;
  await ok(await send(t, victim.cookie, inquiryId, "Is it still available?"), 201);
  await ok(await send(t, landlord.cookie, inquiryId, "It is, come and see it."), 201);
  await ok(
    await t.request(`/api/properties/${property.id}/views`, {
      cookie: victim.cookie,
      body: { session_id: `session-${suffix}`, referrer: "https://example.com/" },
    }),
    204,
  );
  await ok(await t.request(`/api/favourites/${property.id}`, { method: "PUT", cookie: victim.cookie }), 204);
  // Their group's shortlist: the home they added, their vote, a comment and their premium.
  const shortlist = `/api/groups/${groupId}/shortlist`;
  await ok(await t.request(shortlist, { cookie: victim.cookie, body: { property_id: property.id } }));
  await ok(
    await t.request(`${shortlist}/${property.id}/vote`, {
      cookie: victim.cookie,
      method: "PUT",
      body: { vote: "yes" },
    }),
  );
  await ok(
    await t.request(`${shortlist}/${property.id}/comments`, {
      cookie: victim.cookie,
      body: { body: "Near the park" },
    }),
  );
  await ok(
    await t.request(`${shortlist}/${property.id}/premiums`, {
      cookie: victim.cookie,
      method: "PUT",
      body: { premiums: [{ user_id: victim.id, premium: 40 }] },
    }),
  );
  const deal = (suffix2: string) => `/api/conversations/${inquiryId}/deal${suffix2}`;
  await ok(await t.request(deal("/request-viewing"), { cookie: victim.cookie, body: {} }));
  const slotTime = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
  await ok(await t.request(deal("/slots"), { cookie: landlord.cookie, body: { slots: [slotTime] } }));
  const offered = await ok(
    await t.request<DealView>(deal("/send-slots"), { cookie: landlord.cookie, body: {} }),
  );
  await ok(
    await t.request(deal("/select-slot"), {
      cookie: victim.cookie,
      body: { slot_id: offered.body.slots[0]?.id },
    }),
  );
  // Booking mail fans out into one job per recipient: run until the queue is idle.
  for (let round = 0; round < 5 && (await runDueJobs(t.deps)) > 0; round++);
  const [dealRow] = await t.db
    .select()
    .from(dealProgression)
    .where(eq(dealProgression.conversationId, inquiryId));
  if (!dealRow) throw new Error("no deal");
  await t.db
    .insert(dealApplicants)
    .values({ dealProgressionId: dealRow.id, userId: victim.id, position: 0 })
    .onConflictDoNothing();
  await t.db
    .insert(applications)
    .values({ dealProgressionId: dealRow.id, propertyId: property.id, groupId, applicantUserId: victim.id })
    .onConflictDoNothing();
  // The tenancy that deal became, with the victim as its tenant.
  const [tenancy] = await t.db
    .insert(tenancies)
    .values({
      dealProgressionId: dealRow.id,
      propertyId: property.id,
      landlordId: property.userId,
      terms: VALID_TENANCY_TERMS,
    })
    .returning();
  await t.db.insert(tenancyParties).values([
    { tenancyId: tenancy?.id ?? "", userId: property.userId, role: "landlord", position: 0 },
    { tenancyId: tenancy?.id ?? "", userId: victim.id, role: "tenant", position: 0 },
  ]);
  // Its agreement, the victim's signature of it and the landlord's Right to Rent record of them.
  const [agreement] = await t.db
    .insert(tenancyAgreements)
    .values({
      tenancyId: tenancy?.id ?? "",
      fileName: "agreement.pdf",
      originalKey: "tenancies/x/agreement.pdf",
      pageCount: 3,
      uploadedAt: t.clock.now(),
    })
    .returning();
  await t.db.insert(tenancySignatures).values({
    agreementId: agreement?.id ?? "",
    userId: victim.id,
    role: "tenant",
    signedName: "Victim Person",
    email: victim.email,
    signedAt: t.clock.now(),
    ipAddress: "81.2.69.142",
    userAgent: "Mozilla/5.0",
    documentSha256: "a".repeat(64),
  });
  await t.db.insert(rightToRentChecks).values({
    tenancyId: tenancy?.id ?? "",
    tenantId: victim.id,
    document: "british_irish_passport",
    timeLimited: false,
    checkedOn: "2026-11-01",
    recordedAt: t.clock.now(),
  });
  // The holding deposit the victim paid for it.
  await t.db.insert(tenancyPayments).values({
    tenancyId: tenancy?.id ?? "",
    kind: "holding_deposit",
    payerId: victim.id,
    amount: 100,
    paidOn: "2026-11-01",
    recordedBy: victim.id,
    recordedAt: t.clock.now(),
  });
  await t.db.insert(tenancyGuarantors).values({
    tenancyId: tenancy?.id ?? "",
    tenantId: victim.id,
    name: "Gail Guarantor",
    email: "gail@example.org",
    linkNonce: "a-nonce-that-never-leaves",
    invitedAt: t.clock.now(),
    linkExpiresAt: t.clock.now(),
    signedName: "Gail Guarantor",
    signedAt: t.clock.now(),
    ipAddress: "203.0.113.77",
    userAgent: "Guarantor-Browser/9",
  });

  // The victim's own listings: one live (with a favourite and an inquiry by Tom), one draft.
  const ownListing = await insertProperty(t.db, victim.id, {
    addressLine1: "21 Quill Street",
    description: `Room in my house. Ring ${phone} for a chat.`,
  });
  const ownDraft = await insertProperty(t.db, victim.id, { status: "draft", addressLine1: "Draft Road" });
  await ok(
    await t.request(`/api/favourites/${ownListing.id}`, { method: "PUT", cookie: tenant.cookie }),
    204,
  );
  const tenantInquiry = await ok(
    await t.request<InquiryStarted>(`/api/properties/${ownListing.id}/inquiry`, {
      cookie: tenant.cookie,
      body: {},
    }),
  );
  const tenantInquiryId = tenantInquiry.body.conversation_id;
  await ok(await send(t, tenant.cookie, tenantInquiryId, "Hello, is the room free?"), 201);
  await ok(await send(t, victim.cookie, tenantInquiryId, "Yes it is."), 201);

  // Vouchers, email settings, newsletter, a saved search, badges, consents, blocks, reports.
  await ok(await t.request(`/api/vouchers/${victim.id}`, { cookie: victim.cookie }));
  const emailSettings = {
    ...DEFAULT_EMAIL_FREQUENCIES.student,
    messages_enquiries: "daily",
    newsletter: false,
  };
  await ok(
    await t.request("/api/me/notification-settings", {
      method: "PUT",
      body: emailSettings,
      cookie: victim.cookie,
    }),
  );
  // Push switches and a device (decision 064): its endpoint and keys never leave.
  await ok(
    await t.request("/api/me/push-settings", {
      method: "PUT",
      body: {
        messages_enquiries: true,
        viewings_deals: false,
        groups_roommates: false,
        saved_search_alerts: true,
        show_message_text: false,
      },
      cookie: victim.cookie,
    }),
  );
  await ok(
    await t.request("/api/me/push-subscriptions", {
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/secret-endpoint-${suffix}`,
        keys: { p256dh: `secret-p256dh-${suffix}`, auth: `secret-auth-${suffix}` },
      },
      cookie: victim.cookie,
    }),
    201,
  );
  await ok(await t.request("/api/newsletter", { body: { email } }), 201);
  await ok(
    await t.request("/api/saved-searches", {
      body: { name: "Fallowfield under £600", filters: { area: "fallowfield", max_price: 600 } },
      cookie: victim.cookie,
    }),
    201,
  );
  await t.db.insert(userBadges).values({
    userId: victim.id,
    badgeType: "verified_renter",
    badgeName: "Verified Renter",
    description: "Completed a let",
  });
  await t.db.insert(profileAccessConsents).values({ viewerId: landlord.id, studentId: victim.id });
  await t.db.insert(userBlocks).values({ blockerId: victim.id, blockedId: laterMember.id });
  await t.db
    .insert(reports)
    .values({ reporterId: victim.id, propertyId: property.id, reason: "scam", details: "Asked for cash" });
  // A report about the victim: the operators' mail names them but is not addressed to them.
  await ok(
    await t.request(`/api/users/${victim.id}/report`, {
      cookie: stranger.cookie,
      body: { reason: "spam", details: "Too many messages" },
    }),
    201,
  );
  await runDueJobs(t.deps);

  // What Google sign-in and other features leave behind.
  await t.db.insert(account).values({
    id: randomUUID(),
    accountId: `google-sub-${suffix}`,
    providerId: "google",
    userId: victim.id,
    accessToken: `secret-access-${suffix}`,
    refreshToken: `secret-refresh-${suffix}`,
  });
  await t.db.insert(jobs).values({
    name: "send-report-email",
    payload: { reporterId: victim.id, reporterEmail: email, reporterName: name },
  });
  await t.db.insert(rateLimits).values({ key: `test-limiter:${victim.id}`, points: 3 });
  await t.db.insert(verification).values({
    id: randomUUID(),
    identifier: email,
    value: "oauth-state",
    expiresAt: new Date(Date.now() + HOUR_MS),
  });
  // As if they had also let homes: a rejected verification request and a measured response time.
  await t.db.insert(landlordVerifications).values({
    userId: victim.id,
    proofKind: "council_tax_bill",
    status: "rejected",
    reason: "Blurred photo",
    decidedAt: t.clock.now(),
    decidedBy: "operator-who-decided",
  });
  await t.db
    .insert(landlordResponseTimes)
    .values({ userId: victim.id, medianMinutes: 42, enquiries: 3, computedAt: t.clock.now() });
  // A review they wrote of that tenancy, and one of someone else's they reported.
  const [written] = await t.db
    .insert(reviews)
    .values({
      dealId: dealRow.id,
      propertyId: property.id,
      authorId: victim.id,
      landlordRating: 5,
      propertyRating: 4,
      body: "Lovely house near the park, and quick repairs.",
    })
    .returning();
  await t.db
    .insert(reviewReports)
    .values({ reviewId: written?.id ?? "", reporterId: victim.id, details: "Typo" });

  return {
    victim,
    email,
    contactEmail,
    name,
    phone,
    member,
    laterMember,
    stranger,
    landlord,
    tenant,
    groupId,
    groupConversationId,
    directConversationId: direct.conversationId,
    inquiryId,
    property,
    ownListing,
    ownDraft,
    tenantInquiryId,
    dealId: dealRow.id,
  };
}

/** Every (table, column) whose values are text: text, varchar, arrays of them, json and jsonb. */
async function textColumns(): Promise<{ table_name: string; column_name: string }[]> {
  const result = await t.db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = 'public' and tb.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
    order by c.table_name, c.column_name`);
  return result.rows;
}

/** Where any of `terms` still appears: "table.column: term" per hit (attachments decoded). */
async function scanDatabase(terms: readonly string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    for (const term of terms) {
      const found = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table_name)}
        where strpos(lower(${sql.identifier(column_name)}::text), lower(${term})) > 0`);
      if ((found.rows[0]?.n ?? 0) > 0) hits.push(`${table_name}.${column_name}: ${term}`);
    }
  }
  // Mail attachments are stored base64-encoded: decode them before searching.
  const mail = await t.db.select({ attachments: mailOutbox.attachments }).from(mailOutbox);
  for (const row of mail) {
    const decoded = row.attachments.map((a) => Buffer.from(a.content, "base64").toString("utf8")).join("\n");
    for (const term of terms) {
      if (decoded.toLowerCase().includes(term.toLowerCase()))
        hits.push(`mail_outbox.attachments(decoded): ${term}`);
    }
  }
  return hits;
}

describe("GET /api/me/export", () => {
  it("covers every table that references a user: exported or excluded with a reason", async () => {
    const result = await t.db.execute<{ table_name: string }>(sql`
      select distinct cl.relname as table_name
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      where con.contype = 'f' and con.confrelid = 'public."user"'::regclass and ns.nspname = 'public'
      order by 1`);
    const referencing = result.rows.map((r) => r.table_name);
    expect(referencing.length).toBeGreaterThan(20);
    const covered = new Set([...EXPORTED_TABLES, ...Object.keys(EXCLUDED_TABLES)]);
    expect(referencing.filter((table) => !covered.has(table))).toEqual([]);
    expect(Object.keys(EXPORT_SECTIONS)).toEqual([...DATA_EXPORT_LIST_SECTIONS]);
  });

  it("is the signed-in user's own data only, as an attachment, with no secrets", async () => {
    expect((await t.request("/api/me/export")).status).toBe(401);
    const s = await richUser();
    const res = await ok(await t.request<DataExport>("/api/me/export", { cookie: s.victim.cookie }));
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="roost-data-${ukIsoDate(t.clock.now())}.json"`,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const data = res.body;
    expect(data.format).toBe("roost-data-export/1");
    expect(data.account).toMatchObject({ id: s.victim.id, email: s.email, name: s.name });
    expect(data.profile).toMatchObject({
      phone: s.phone,
      email: s.contactEmail,
      bio: expect.stringContaining("risotto"),
    });
    // Data in every part of the product means every section has rows.
    for (const section of DATA_EXPORT_LIST_SECTIONS) {
      expect(data[section].length, section).toBeGreaterThan(0);
    }
    expect(data.listings.map((l) => l.address_line_1).sort()).toEqual(["21 Quill Street", "Draft Road"]);
    expect(data.listings[0]).toHaveProperty(
      ["photos", 0, "card"],
      expect.stringMatching(/^http:\/\/localhost:3999\/files\//),
    );
    expect(data.listings[0]).not.toHaveProperty("search_vector");
    const contents = data.messages.map((m) => m.content);
    expect(contents).toContain("Will do!"); // received
    expect(contents).toContain("Shall we look at Platt Lane?"); // sent
    expect(data.emails[0]).not.toHaveProperty("to");
    expect(data.blocks).toHaveLength(1);
    expect(data.reports).toEqual([expect.objectContaining({ reporter_id: s.victim.id, reason: "scam" })]);
    expect(data.verification_requests).toEqual([expect.objectContaining({ reason: "Blurred photo" })]);
    expect(data.response_time).toEqual([expect.objectContaining({ median_minutes: 42 })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain("operator-who-decided");
    expect(text).not.toContain("secret-access");
    expect(text).not.toContain("secret-refresh");
    expect(text).not.toContain("secret-endpoint");
    expect(text).not.toContain("secret-p256dh");
    expect(text).not.toContain("secret-auth");
    expect(text).not.toContain("a-nonce-that-never-leaves");
    // Where the guarantor signed from is the guarantor's data, not the tenant's.
    expect(text).not.toContain("203.0.113.77");
    expect(text).not.toContain("Guarantor-Browser/9");
    const [session] = await t.db
      .execute<{ token: string }>(sql`select token from session where user_id = ${s.victim.id} limit 1`)
      .then((r) => r.rows);
    expect(text).not.toContain(session?.token ?? "no-session");
    // Who reported the user is the reporter's data, not theirs.
    expect(text).not.toContain("Too many messages");
  });
});

describe("the API document", () => {
  it("describes both routes and the 410 of withdrawn listings", async () => {
    const doc = (await t.request<ApiDocument>("/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/api/me/export"].get.responses)).toEqual(
      expect.arrayContaining(["200", "401"]),
    );
    expect(doc.paths["/api/me/export"].get.responses["200"].headers).toHaveProperty("Content-Disposition");
    expect(doc.paths["/api/me/delete"].post.requestBody?.required).toBe(true);
    for (const [path, method] of [
      ["/api/properties/{id}", "get"],
      ["/api/properties/{id}/views", "post"],
      ["/api/properties/{id}/inquiry", "post"],
      ["/api/favourites/{propertyId}", "put"],
    ] as const) {
      expect(doc.paths[path][method].responses, `${method} ${path}`).toHaveProperty("410");
    }
  });
});

describe("POST /api/me/delete", () => {
  it("needs the session and the typed confirmation", async () => {
    expect((await t.request("/api/me/delete", { body: { confirm: "DELETE" } })).status).toBe(401);
    const me = await person(t, "unsure");
    const wrong = await t.request<ApiErrorBody>("/api/me/delete", {
      cookie: me.cookie,
      body: { confirm: "delete" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "validation_failed", field: "confirm" });
    expect((await t.request("/api/me/delete", { cookie: me.cookie, body: {} })).status).toBe(400);
    expect((await t.request("/api/me", { cookie: me.cookie })).status).toBe(200);
  });

  it("leaves no trace of the person in any text or jsonb column, and the others' side stays whole", async () => {
    const s = await richUser();
    const before = await scanDatabase([s.victim.id, s.email, s.contactEmail, s.name, s.phone]);
    expect(before).toContain(`profiles.email: ${s.contactEmail}`);
    expect(before.length).toBeGreaterThan(20);

    const res = await ok(
      await t.request("/api/me/delete", { cookie: s.victim.cookie, body: { confirm: "DELETE" } }),
    );
    expect(res.body).toEqual({ deleted: true });
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c))).toBe(
      true,
    );

    // The decisive scan: no exceptions.
    expect(await scanDatabase([s.victim.id, s.email, s.contactEmail, s.name, s.phone])).toEqual([]);

    // Signed out everywhere: the old cookie is worthless.
    expect((await t.request("/api/me", { cookie: s.victim.cookie })).status).toBe(401);
    expect((await t.request("/api/me/export", { cookie: s.victim.cookie })).status).toBe(401);

    // Leadership went to the longest-standing member; the group chat stays readable.
    const members = await t.db
      .select({ userId: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, s.groupId));
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: s.member.id, role: "admin" },
        { userId: s.laterMember.id, role: "member" },
      ]),
    );
    expect(members).toHaveLength(2);
    const [group] = await t.db.select().from(groups).where(eq(groups.id, s.groupId));
    expect(group?.createdBy).toBe(s.member.id);
    const mine = await ok(await t.request<MyGroups>("/api/groups/mine", { cookie: s.member.cookie }));
    expect(mine.body.groups[0].members.map((m) => m.user_id).sort()).toEqual(
      [s.member.id, s.laterMember.id].sort(),
    );
    const groupHistory = await ok(
      await t.request<MessagePage>(`/api/conversations/${s.groupConversationId}/messages`, {
        cookie: s.member.cookie,
      }),
    );
    expect(groupHistory.body.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ content: "Shall we look at Platt Lane?", sender_id: null }),
        expect.objectContaining({ sender_id: s.member.id }),
      ]),
    );

    // The direct chat: Max still reads it, with "Deleted user" and without the phone or e-mail.
    const direct = await ok(
      await t.request<ConversationDetail>(`/api/conversations/${s.directConversationId}`, {
        cookie: s.member.cookie,
      }),
    );
    expect(direct.body.title).toBe(DELETED_USER_NAME);
    expect(direct.body.other_party?.display_name).toBe(DELETED_USER_NAME);
    const directHistory = await ok(
      await t.request<MessagePage>(`/api/conversations/${s.directConversationId}/messages`, {
        cookie: s.member.cookie,
      }),
    );
    expect(directHistory.body.messages.map((m) => m.content)).toEqual([
      "Call me on [removed] or mail [removed] or [removed]",
      "Will do!",
    ]);

    // The landlord's inquiry: the tenant is "Deleted user", the booking line no longer names them.
    const inquiries = await ok(await t.request<InquiryList>("/api/inquiries", { cookie: s.landlord.cookie }));
    const landlordSide = inquiries.body.inquiries.find((i) => i.conversation_id === s.inquiryId);
    expect(landlordSide?.other_party.display_name).toBe(DELETED_USER_NAME);
    const inquiryHistory = await ok(
      await t.request<MessagePage>(`/api/conversations/${s.inquiryId}/messages`, {
        cookie: s.landlord.cookie,
      }),
    );
    const contents = inquiryHistory.body.messages.map((m) => m.content);
    expect(contents).toContain("Is it still available?");
    expect(contents.some((c) => c.startsWith(`${DELETED_USER_NAME} booked a viewing`))).toBe(true);
    const [dealRow] = await t.db.select().from(dealProgression).where(eq(dealProgression.id, s.dealId));
    expect(dealRow?.status).toBe("closed");

    // The victim's live listing is withdrawn: 410 for everyone, gone from search; the draft is gone.
    const gone = await t.request<ApiErrorBody>(`/api/properties/${s.ownListing.id}`, {
      cookie: s.tenant.cookie,
    });
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe("listing_withdrawn");
    expect((await t.request(`/api/properties/${s.ownListing.id}`)).status).toBe(410);
    expect(
      (await t.request(`/api/properties/${s.ownListing.id}/views`, { body: { session_id: "visitor-123" } }))
        .status,
    ).toBe(410);
    expect((await t.request(`/api/properties/${s.ownDraft.id}`)).status).toBe(404);
    const search = await ok(await t.request("/api/properties?area=fallowfield"));
    expect(JSON.stringify(search.body)).not.toContain(s.ownListing.id);
    // Tom still has his side of the chat about it.
    const tomHistory = await ok(
      await t.request<MessagePage>(`/api/conversations/${s.tenantInquiryId}/messages`, {
        cookie: s.tenant.cookie,
      }),
    );
    expect(tomHistory.body.messages.map((m) => m.content)).toEqual([
      "Hello, is the room free?",
      "Yes it is.",
    ]);

    // Requests are withdrawn, the stranger's connect notice is gone.
    const requests = await ok(await t.request("/api/roommates/requests", { cookie: s.stranger.cookie }));
    expect(JSON.stringify(requests.body)).not.toContain("Fancy sharing?");
    const joinRequests = await t.db
      .select()
      .from(groupJoinRequests)
      .where(eq(groupJoinRequests.userId, s.victim.id));
    expect(joinRequests).toEqual([]);

    // Signing in again with the same address is a brand-new account that must onboard.
    const fresh = await t.signIn(s.email);
    const me = await ok(await t.request<Me>("/api/me", { cookie: fresh }));
    expect(me.body.user.id).not.toBe(s.victim.id);
    expect(me.body.profile?.user_type).toBeNull();
  });

  // A name is the user's own choice (any text through better-auth's update-user), so it must never
  // select rows of shared tables: only the id and the exact e-mail address do (decision 013).
  it.each(["user", "Roost", '": ', "addr"])(
    "an account named %j takes nothing of anyone else's with it",
    async (word) => {
      const other = await person(t, "bystander");
      const leaver = await person(t, "leaver");
      await t.db.update(user).set({ name: word }).where(eq(user.id, leaver.id));
      await t.db.update(profiles).set({ displayName: word }).where(eq(profiles.userId, leaver.id));
      // A message from the leaver: the bystander's notice of it names them and must lose the name.
      await createGroup(t.db, other.id, [leaver.id], "Shared Flat");
      const chat = await t.db.transaction((tx) => findOrCreateDirectConversation(tx, leaver.id, other.id));
      await ok(await send(t, leaver.cookie, chat.conversationId, "Hello there"), 201);

      const suffix = randomBytes(4).toString("hex");
      const address = `203.0.113.${randomBytes(1)[0]}-${suffix}`;
      const counters = [`invite_codes:user:${other.id}`, `invite_codes:addr:${address}`];
      await t.db.insert(rateLimits).values(counters.map((key) => ({ key, points: 9 })));
      const authCounter = `${address}/sign-in/${word}`;
      await t.db.insert(rateLimit).values({ id: randomUUID(), key: authCounter, count: 3, lastRequest: 1 });
      const [mail] = await t.db
        .insert(mailOutbox)
        .values({
          to: [`ops-${suffix}@example.com`],
          subject: `Roost report: user — ${word} ${suffix}`,
          text: `Reporter: ${word} "addr": ${other.id}`,
          html: `<p>${word}</p>`,
          kind: "report",
        })
        .returning();
      const [job] = await t.db
        .insert(jobs)
        .values({
          name: "send-report-email",
          payload: { reportId: randomUUID(), note: `${word} ${suffix}` },
          uniqueKey: `report:${word}:${suffix}`,
          lastError: `failed for ${word}`,
        })
        .returning();
      const [notice] = await t.db
        .insert(notifications)
        .values({
          userId: other.id,
          type: "message",
          title: `Your ${word} digest`,
          message: `Roost says: ${word} "addr": user`,
          data: { sender_id: randomUUID(), sender_name: "Someone Else" },
        })
        .returning();
      await t.db.insert(verification).values({
        id: `v-${suffix}`,
        identifier: `${word}-${suffix}@example.com`,
        value: `${word} state`,
        expiresAt: new Date(Date.now() + HOUR_MS),
      });

      await ok(await t.request("/api/me/delete", { cookie: leaver.cookie, body: { confirm: "DELETE" } }));

      const keys = await t.db.select({ key: rateLimits.key }).from(rateLimits);
      expect(keys.map((k) => k.key)).toEqual(expect.arrayContaining(counters));
      expect(await t.db.select().from(rateLimit).where(eq(rateLimit.key, authCounter))).toHaveLength(1);
      expect(
        await t.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.id, mail?.id ?? "")),
      ).toEqual([mail]);
      expect(
        await t.db
          .select()
          .from(jobs)
          .where(eq(jobs.id, job?.id ?? "")),
      ).toEqual([job]);
      expect(
        await t.db
          .select()
          .from(verification)
          .where(eq(verification.id, `v-${suffix}`)),
      ).toHaveLength(1);
      const mine = await t.db.select().from(notifications).where(eq(notifications.userId, other.id));
      expect(mine).toEqual(expect.arrayContaining([notice]));
      // The notice of the leaver's message now names "Deleted user", and only there.
      const aboutLeaver = mine.find((n) => n.id !== notice?.id);
      expect(aboutLeaver?.title).toBe(`New message from ${DELETED_USER_NAME}`);
      expect(aboutLeaver?.message).toBe("Hello there");
    },
  );

  it("a contact email naming another person's address removes none of their rows (decision 021)", async () => {
    const other = await person(t, "owner-of-address");
    const address = (await t.request<Me>("/api/me", { cookie: other.cookie })).body.user.email;
    await ok(await t.request("/api/newsletter", { body: { email: address } }), 201);
    await t.db.insert(mailOutbox).values({
      to: [address],
      subject: "Hello",
      text: "For the owner",
      html: "<p>For the owner</p>",
      kind: "test",
    });
    await t.db.insert(verification).values({
      id: randomUUID(),
      identifier: address,
      value: "their-oauth-state",
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
    const squatter = await person(t, "squatter");
    const saved = await ok(
      await t.request<Profile>("/api/me/profile", {
        method: "PATCH",
        cookie: squatter.cookie,
        body: { email: address },
      }),
    );
    expect(saved.body.email).toBe(address);

    await ok(await t.request("/api/me/delete", { cookie: squatter.cookie, body: { confirm: "DELETE" } }));

    const left = await scanDatabase([address]);
    expect(left).toEqual(
      expect.arrayContaining([
        `newsletter_subscriptions.email: ${address}`,
        `mail_outbox.to: ${address}`,
        `verification.identifier: ${address}`,
      ]),
    );
  });

  it("works before onboarding: an account without a user type can export and delete", async () => {
    const email = uniqueEmail("never-onboarded");
    const cookie = await t.signIn(email);
    const exported = await ok(await t.request<DataExport>("/api/me/export", { cookie }));
    expect(exported.body.account.email).toBe(email);
    await ok(await t.request("/api/me/delete", { cookie, body: { confirm: "DELETE" } }));
    expect((await t.request("/api/me", { cookie })).status).toBe(401);
  });

  it("tells every instance that the account's sessions ended, so their sockets close", async () => {
    const me = await person(t, "sockets");
    const otherDevice = await t.signIn(
      (await t.request<Me>("/api/me", { cookie: me.cookie })).body.user.email,
    );
    const sessionIds = (
      await t.db.execute<{ id: string }>(sql`select id from session where user_id = ${me.id}`)
    ).rows.map((r) => r.id);
    expect(sessionIds).toHaveLength(2);
    const listener = await t.deps.database.pool.connect();
    try {
      const ended: string[] = [];
      listener.on("notification", (n) => {
        if (n.channel === SESSION_ENDED_CHANNEL) ended.push(...parseSessionsEnded(n.payload));
      });
      await listener.query(`listen "${SESSION_ENDED_CHANNEL}"`);
      await ok(await t.request("/api/me/delete", { cookie: me.cookie, body: { confirm: "DELETE" } }));
      await expect.poll(() => ended.sort()).toEqual(sessionIds.sort());
      expect((await t.request("/api/me", { cookie: otherDevice })).status).toBe(401);
    } finally {
      await listener.query(`unlisten "${SESSION_ENDED_CHANNEL}"`);
      listener.release();
    }
  });

  it("deletes a group its leader was alone in", async () => {
    const solo = await person(t, "solo");
    const created = await ok(
      await t.request<MyGroup>("/api/groups", {
        cookie: solo.cookie,
        body: { name: "Party of One", max_members: 4 },
      }),
      201,
    );
    await ok(await t.request("/api/me/delete", { cookie: solo.cookie, body: { confirm: "DELETE" } }));
    expect(await t.db.select().from(groups).where(eq(groups.id, created.body.id))).toEqual([]);
  });

  it("a member (not the leader) just leaves; the leader keeps the group", async () => {
    const leader = await person(t, "lead");
    const member = await person(t, "memb");
    const created = await ok(
      await t.request<MyGroup>("/api/groups", {
        cookie: leader.cookie,
        body: { name: "Two Of Us", max_members: 4 },
      }),
      201,
    );
    await ok(
      await t.request("/api/groups/join", {
        cookie: member.cookie,
        body: { invite_code: created.body.invite_code },
      }),
    );
    await ok(await t.request("/api/me/delete", { cookie: member.cookie, body: { confirm: "DELETE" } }));
    const members = await t.db
      .select({ userId: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, created.body.id));
    expect(members).toEqual([{ userId: leader.id, role: "admin" }]);
  });

  it("two deletions of one account at once: one succeeds, the other finds nothing", async () => {
    const me = await person(t, "twice");
    const results = await Promise.all([
      t.request("/api/me/delete", { cookie: me.cookie, body: { confirm: "DELETE" } }),
      t.request("/api/me/delete", { cookie: me.cookie, body: { confirm: "DELETE" } }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser either saw the session already gone (401) or the account (404); never a 5xx.
    expect([200, 401, 404]).toContain(statuses[1]);
  });
});
