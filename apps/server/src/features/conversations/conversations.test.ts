import { randomUUID } from "node:crypto";
import type {
  ConversationDetail,
  ConversationList,
  ConversationRef,
  MessagePage,
} from "@roost/shared/contracts/conversations.ts";
import type { ConnectRequest } from "@roost/shared/contracts/roommates.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  connectRequests,
  conversationParticipants,
  conversations,
  groupMembers,
  messages,
} from "../../db/schema.ts";
import {
  acceptConnection,
  createGroup,
  createInquiry,
  insertProperty,
  openDirect,
  person,
  send,
  setAvatar,
} from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";
import { findOrCreateDirectConversation } from "./direct-conversation.service.ts";
import { findOrCreateGroupConversation, syncGroupParticipants } from "./group-conversation.service.ts";

const t = useTestApp();

describe("direct conversations", () => {
  it("finds the pair's conversation instead of creating a second, from either side", async () => {
    const a = await person(t, "ana");
    const b = await person(t, "ben");
    await acceptConnection(t.db, a.id, b.id);
    const first = await t.request<ConversationRef>("/api/conversations/direct", {
      cookie: a.cookie,
      body: { user_id: b.id },
    });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const again = await t.request<ConversationRef>("/api/conversations/direct", {
      cookie: b.cookie,
      body: { user_id: a.id },
    });
    expect(again.body).toEqual({ conversation_id: first.body.conversation_id, created: false });
    const parts = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, first.body.conversation_id));
    expect(parts.map((p) => p.userId).sort()).toEqual([a.id, b.id].sort());
    expect(parts.every((p) => p.role === "member")).toBe(true);
  });

  it("never opens a chat with oneself", async () => {
    const a = await person(t, "solo");
    const res = await t.request<ApiErrorBody>("/api/conversations/direct", {
      cookie: a.cookie,
      body: { user_id: a.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("self_chat");
  });

  it("answers 404 for an unknown user and 401 when signed out", async () => {
    const a = await person(t, "lonely");
    expect(
      (await t.request("/api/conversations/direct", { cookie: a.cookie, body: { user_id: "nobody" } }))
        .status,
    ).toBe(404);
    expect((await t.request("/api/conversations/direct", { body: { user_id: a.id } })).status).toBe(401);
  });

  it("creates one conversation when both open it at the same moment", async () => {
    const a = await person(t, "race-a");
    const b = await person(t, "race-b");
    await acceptConnection(t.db, b.id, a.id);
    const results = await Promise.all([
      t.request<ConversationRef>("/api/conversations/direct", { cookie: a.cookie, body: { user_id: b.id } }),
      t.request<ConversationRef>("/api/conversations/direct", { cookie: b.cookie, body: { user_id: a.id } }),
      t.request<ConversationRef>("/api/conversations/direct", { cookie: a.cookie, body: { user_id: b.id } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.conversation_id)).size).toBe(1);
  });

  it("refuses (403 not_connected) until a connect request between the two is accepted (§4)", async () => {
    const a = await person(t, "rm-a");
    const b = await person(t, "rm-b");
    const attempt = <T>(cookie: string, userId: string) =>
      t.request<T>("/api/conversations/direct", { cookie, body: { user_id: userId } });
    const stranger = await attempt<ApiErrorBody>(a.cookie, b.id);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toEqual({
      code: "not_connected",
      message: "You can message this person once they accept your connect request.",
    });
    const sent = await t.request<ConnectRequest>("/api/roommates/requests", {
      cookie: a.cookie,
      body: { receiver_id: b.id },
    });
    expect(sent.status).toBe(201);
    expect((await attempt(a.cookie, b.id)).status).toBe(403);
    expect((await attempt(b.cookie, a.id)).status).toBe(403);
    const accepted = await t.request(`/api/roommates/requests/${sent.body.id}/accept`, {
      method: "POST",
      cookie: b.cookie,
    });
    expect(accepted.status).toBe(200);
    expect((await attempt(a.cookie, b.id)).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(conversations)
        .where(eq(conversations.directKey, [a.id, b.id].sort().join(":"))),
    ).toHaveLength(1);
  });

  it("refuses after a rejected request, and in the service for every caller", async () => {
    const a = await person(t, "rej-a");
    const b = await person(t, "rej-b");
    await t.db.insert(connectRequests).values({ senderId: a.id, receiverId: b.id, status: "rejected" });
    expect(
      (await t.request("/api/conversations/direct", { cookie: a.cookie, body: { user_id: b.id } })).status,
    ).toBe(403);
    await expect(
      t.db.transaction((tx) => findOrCreateDirectConversation(tx, b.id, a.id)),
    ).rejects.toMatchObject({ status: 403, code: "not_connected" });
  });

  it("opens between members of one group, and no longer once one has left it", async () => {
    const leader = await person(t, "grp-lead");
    const mate = await person(t, "grp-mate");
    const group = await createGroup(t.db, leader.id, [mate.id]);
    const open = () =>
      t.request<ConversationRef>("/api/conversations/direct", {
        cookie: mate.cookie,
        body: { user_id: leader.id },
      });
    const res = await open();
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(true);
    await t.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, mate.id)));
    expect((await open()).status).toBe(403);
  });

  it("a landlord cannot open a direct chat with a student from an inquiry; connected, the shared one is reused", async () => {
    const landlord = await person(t, "ll-share", "landlord");
    const student = await person(t, "st-share");
    const property = await insertProperty(t.db, landlord.id);
    const inquiryId = await createInquiry(t.db, student.id, property);
    const res = await t.request("/api/conversations/direct", {
      cookie: landlord.cookie,
      body: { user_id: student.id },
    });
    expect(res.status).toBe(403);
    expect(await openDirect(t, student.cookie, landlord.id)).toBe(inquiryId);
  });
});

describe("group conversations", () => {
  it("creates the chat with every member, their roles and the welcome message; then finds it", async () => {
    const leader = await person(t, "leader");
    const m1 = await person(t, "member1");
    const m2 = await person(t, "member2");
    const group = await createGroup(t.db, leader.id, [m1.id, m2.id]);
    const res = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: m1.cookie,
      body: { group_id: group.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(true);
    const id = res.body.conversation_id;
    const parts = await t.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, id));
    expect(Object.fromEntries(parts.map((p) => [p.userId, p.role]))).toEqual({
      [leader.id]: "admin",
      [m1.id]: "member",
      [m2.id]: "member",
    });
    const history = await t.request<MessagePage>(`/api/conversations/${id}/messages`, {
      cookie: leader.cookie,
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.messages).toHaveLength(1);
    expect(history.body.messages[0]).toMatchObject({
      content: "Welcome to the group chat! 🎉",
      message_type: "system",
      is_system_message: true,
    });
    const again = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: leader.cookie,
      body: { group_id: group.id },
    });
    expect(again.body).toEqual({ conversation_id: id, created: false });
    const list = await t.request<ConversationList>("/api/conversations", { cookie: m2.cookie });
    const row = list.body.conversations.find((c) => c.id === id);
    expect(row).toMatchObject({
      type: "group",
      title: "Fallowfield Five",
      group: { id: group.id, name: "Fallowfield Five" },
    });
    expect(row?.last_message?.content).toBe("Welcome to the group chat! 🎉");
    expect(row?.last_message?.is_system_message).toBe(true);
  });

  it("refuses (404) someone who is not in the group", async () => {
    const leader = await person(t, "leader-x");
    const outsider = await person(t, "outsider-x");
    const group = await createGroup(t.db, leader.id, []);
    const res = await t.request("/api/conversations/group", {
      cookie: outsider.cookie,
      body: { group_id: group.id },
    });
    expect(res.status).toBe(404);
    const found = await t.db.select().from(conversations).where(eq(conversations.groupId, group.id));
    expect(found).toHaveLength(0);
  });

  it("keeps participants in step with group membership", async () => {
    const leader = await person(t, "sync-leader");
    const m1 = await person(t, "sync-m1");
    const later = await person(t, "sync-later");
    const group = await createGroup(t.db, leader.id, [m1.id]);
    const { conversationId } = await t.db.transaction((tx) =>
      findOrCreateGroupConversation(tx, group.id, leader.id),
    );
    await t.db
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.userId, m1.id)));
    await t.db.insert(groupMembers).values({ groupId: group.id, userId: later.id, role: "member" });
    const result = await t.db.transaction((tx) => syncGroupParticipants(tx, group.id));
    expect(result).toEqual({ conversationId, added: [later.id], removed: [m1.id] });
    expect((await t.request(`/api/conversations/${conversationId}`, { cookie: m1.cookie })).status).toBe(404);
    expect((await t.request(`/api/conversations/${conversationId}`, { cookie: later.cookie })).status).toBe(
      200,
    );
  });
});

describe("conversation list and details", () => {
  it("lists newest activity first with title, other party, preview and unread counts", async () => {
    const me = await person(t, "lister", "student", { first_name: "Lara", last_name: "List" });
    const friend = await person(t, "friend", "student", { first_name: "Femi", last_name: "Friend" });
    const landlord = await person(t, "lister-ll", "landlord", { first_name: "Lee", last_name: "Lord" });
    await setAvatar(t.db, friend.id, "https://img.example/femi.webp");
    const property = await insertProperty(t.db, landlord.id, {
      bedrooms: 2,
      propertyType: "semi-detached-house",
    });
    const inquiryId = await createInquiry(t.db, me.id, property);
    const directId = await openDirect(t, me.cookie, friend.id);
    await send(t, me.cookie, inquiryId, "Is it still available?");
    await send(t, friend.cookie, directId, "hey");
    await send(t, friend.cookie, directId, "are you coming?");

    const list = await t.request<ConversationList>("/api/conversations", { cookie: me.cookie });
    expect(list.status).toBe(200);
    const [first, second] = list.body.conversations;
    expect(first).toMatchObject({
      id: directId,
      type: "direct",
      title: "Femi Friend",
      avatar_url: "https://img.example/femi.webp",
      other_party: { user_id: friend.id, display_name: "Femi Friend" },
      unread_count: 2,
    });
    expect(first.last_message?.content).toBe("are you coming?");
    expect(second).toMatchObject({
      id: inquiryId,
      type: "landlord_tenant",
      title: "2 bed semi-detached house",
      unread_count: 0,
    });
    expect(second.property).toMatchObject({
      id: property.id,
      owner_id: landlord.id,
      address_line_1: property.addressLine1,
    });

    const read = await t.request(`/api/conversations/${directId}/read`, {
      cookie: me.cookie,
      method: "POST",
    });
    expect(read.status).toBe(200);
    const after = await t.request<ConversationList>("/api/conversations", { cookie: me.cookie });
    expect(after.body.conversations[0].unread_count).toBe(0);
    // The sender's own messages never count as unread for them.
    const theirs = await t.request<ConversationList>("/api/conversations", { cookie: friend.cookie });
    expect(theirs.body.conversations.find((c) => c.id === directId)?.unread_count).toBe(0);

    const detail = await t.request<ConversationDetail>(`/api/conversations/${inquiryId}`, {
      cookie: me.cookie,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.participants.map((p) => p.user_id).sort()).toEqual([me.id, landlord.id].sort());
    expect(detail.body.property?.title).toBe("2 bed semi-detached house");
    expect(detail.body.viewer.user_id).toBe(me.id);
  });
});

describe("participation: outsiders get 404 and learn nothing", () => {
  it("covers every conversation endpoint", async () => {
    const a = await person(t, "in-a", "student", { first_name: "Secret", last_name: "Name" });
    const b = await person(t, "in-b");
    const outsider = await person(t, "out");
    const id = await openDirect(t, a.cookie, b.id);
    const sent = await send(t, a.cookie, id, "private words");
    expect(sent.status).toBe(201);
    const attempts = [
      t.request(`/api/conversations/${id}`, { cookie: outsider.cookie }),
      t.request(`/api/conversations/${id}/messages`, { cookie: outsider.cookie }),
      t.request(`/api/conversations/${id}/messages?after=${sent.body.id}`, { cookie: outsider.cookie }),
      t.request(`/api/conversations/${id}/messages`, {
        cookie: outsider.cookie,
        body: { id: randomUUID(), content: "let me in" },
      }),
      t.request(`/api/conversations/${id}/read`, { cookie: outsider.cookie, method: "POST" }),
    ];
    const unknown = await t.request(`/api/conversations/${randomUUID()}`, { cookie: outsider.cookie });
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
      const text = JSON.stringify(res.body);
      for (const leak of ["Secret", "private", a.id, b.id, "count", "created_at"])
        expect(text).not.toContain(leak);
    }
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(1);
    const list = await t.request<ConversationList>("/api/conversations", { cookie: outsider.cookie });
    expect(list.body.conversations).toEqual([]);
    for (const path of [
      `/api/conversations/${id}`,
      `/api/conversations/${id}/messages`,
      "/api/conversations",
      "/api/inquiries",
    ]) {
      expect((await t.request(path)).status).toBe(401);
    }
  });
});
