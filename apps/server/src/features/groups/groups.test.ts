import { randomBytes } from "node:crypto";
import type { ConversationList, ConversationRef } from "@roost/shared/contracts/conversations.ts";
import type {
  DiscoverGroups,
  GroupJoinRequests,
  JoinRequest,
  MyGroup,
  MyGroups,
  MyJoinRequests,
} from "@roost/shared/contracts/groups.ts";
import { DAY_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { generateInviteCode } from "@roost/shared/domain/invite-code.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationParticipants, groupMembers, groups, notifications } from "../../db/schema.ts";
import { insertUser, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

async function createGroup(owner: Person, body: Record<string, unknown> = {}) {
  const res = await t.request<MyGroup>("/api/groups", {
    cookie: owner.cookie,
    body: { name: "Fallowfield Five", ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Joins with a code; `T` is the answer's type the test reads (the group, or a refusal). */
async function join<T>(user: Person, code: string) {
  return t.request<T>("/api/groups/join", { cookie: user.cookie, body: { invite_code: code } });
}

/** A pending request by `who` to join the group. */
async function requestToJoin(groupId: string, who: Person) {
  return (
    await t.request<JoinRequest>(`/api/groups/${groupId}/join-requests`, { cookie: who.cookie, body: {} })
  ).body;
}

/** A group led by `leader` with `others` joined by code. */
async function groupWith(leader: Person, others: Person[], body: Record<string, unknown> = {}) {
  const g = await createGroup(leader, body);
  for (const o of others) expect((await join(o, g.invite_code)).status).toBe(200);
  return g;
}

const tag = () => `tag${randomBytes(4).toString("hex")}`;

describe("students only", () => {
  it("answers 401 signed out and 403 students_only to other user types", async () => {
    expect((await t.request("/api/groups/mine")).status).toBe(401);
    const landlord = await person(t, "g-landlord", "landlord");
    for (const [path, body] of [
      ["/api/groups/mine", undefined],
      ["/api/groups/discover", undefined],
      ["/api/groups/join-requests/mine", undefined],
      ["/api/groups", { name: "Nope" }],
      ["/api/groups/join", { invite_code: "ABCDEFGH" }],
    ] as const) {
      const res = await t.request<ApiErrorBody>(path, { cookie: landlord.cookie, body });
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe("students_only");
    }
  });
});

describe("create group", () => {
  it("makes the creator the leader, with an 8-character upper-case code and null budgets when empty", async () => {
    const a = await person(t, "Ava");
    const res = await t.request<MyGroup>("/api/groups", {
      cookie: a.cookie,
      body: { name: "  Rusholme Crew ", budget_min: "", budget_max: "", preferred_locations: ["Rusholme"] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Rusholme Crew",
      max_members: 6,
      budget_min: null,
      budget_max: null,
      created_by: a.id,
      member_count: 1,
      is_leader: true,
      my_role: "admin",
      looking_for_property: true,
      conversation_id: null,
    });
    expect(res.body.invite_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.body.members).toEqual([
      expect.objectContaining({ user_id: a.id, role: "admin", display_name: expect.any(String) }),
    ]);
  });

  it("answers the Create Group dialog's membership check from its own endpoint", async () => {
    const a = await person(t, "Stu");
    const before = await t.request("/api/groups/membership", { cookie: a.cookie });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ in_group: false, group_id: null });
    const group = await createGroup(a);
    const after = await t.request("/api/groups/membership", { cookie: a.cookie });
    expect(after.body).toEqual({ in_group: true, group_id: group.id });
  });

  it("refuses a second group: 409 already_in_group", async () => {
    const a = await person(t, "Stu");
    await createGroup(a);
    const res = await t.request<ApiErrorBody>("/api/groups", { cookie: a.cookie, body: { name: "Second" } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("already_in_group");
  });

  it("validates name and max members (2–10)", async () => {
    const a = await person(t, "Stu");
    expect((await t.request("/api/groups", { cookie: a.cookie, body: { name: " " } })).status).toBe(400);
    const res = await t.request<ApiErrorBody>("/api/groups", {
      cookie: a.cookie,
      body: { name: "X", max_members: 11 },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe("max_members");
  });

  it("under a race creates exactly one group per student", async () => {
    const a = await person(t, "Stu");
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.request<ApiErrorBody>("/api/groups", { cookie: a.cookie, body: { name: `Race ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.error.code === "already_in_group")).toHaveLength(
      4,
    );
    const owned = await t.db.select().from(groups).where(eq(groups.createdBy, a.id));
    expect(owned).toHaveLength(1);
  });
});

describe("my groups and join by code", () => {
  it("joins with a lower-case, padded code; members see the invite code read-only", async () => {
    const leader = await person(t, "Lead");
    const g = await createGroup(leader, { name: "Withington Four" });
    const m = await person(t, "Mem");
    const res = await join<MyGroup>(m, `  ${g.invite_code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.name).toBe("Withington Four");
    expect(res.body.is_leader).toBe(false);
    expect(res.body.my_role).toBe("member");
    expect(res.body.member_count).toBe(2);

    const mine = await t.request<MyGroups>("/api/groups/mine", { cookie: m.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body.groups).toHaveLength(1);
    expect(mine.body.groups[0]).toMatchObject({ id: g.id, invite_code: g.invite_code, is_leader: false });
    expect(mine.body.groups[0].members.map((x) => x.user_id)).toEqual([leader.id, m.id]);

    const none = await t.request<MyGroups>("/api/groups/mine", { cookie: (await person(t, "Stu")).cookie });
    expect(none.body.groups).toEqual([]);
  });

  it("answers invalid_invite_code, already_member, already_in_group and group_full", async () => {
    const leader = await person(t, "Stu");
    const g = await createGroup(leader, { max_members: 2 });
    const outsider = await person(t, "Stu");

    const unknown = await join<ApiErrorBody>(outsider, "ZZZZZZZZ");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("invalid_invite_code");
    expect((await join(outsider, "TOOLONGCODE")).status).toBe(400);

    const self = await join<ApiErrorBody>(leader, g.invite_code);
    expect(self.status).toBe(409);
    expect(self.body.error.code).toBe("already_member");

    const other = await person(t, "Stu");
    await createGroup(other);
    const busy = await join<ApiErrorBody>(other, g.invite_code);
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe("already_in_group");

    expect((await join(outsider, g.invite_code)).status).toBe(200);
    const full = await join<ApiErrorBody>(await person(t, "Stu"), g.invite_code);
    expect(full.status).toBe(422);
    expect(full.body.error.code).toBe("group_full");
  });

  it("shows the group chat id once the chat exists and keeps its participants in step", async () => {
    const leader = await person(t, "Stu");
    const m = await person(t, "Stu");
    const g = await groupWith(leader, [m]);
    const chat = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: m.cookie,
      body: { group_id: g.id },
    });
    expect(chat.status).toBe(200);
    const mine = await t.request<MyGroups>("/api/groups/mine", { cookie: leader.cookie });
    expect(mine.body.groups[0].conversation_id).toBe(chat.body.conversation_id);

    const late = await person(t, "Stu");
    expect((await join(late, g.invite_code)).status).toBe(200);
    const participants = await t.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, chat.body.conversation_id));
    expect(participants.map((p) => p.userId).sort()).toEqual([leader.id, m.id, late.id].sort());
  });
});

describe("manage group", () => {
  it("lets only the leader edit: member 403 not_leader, outsider 404", async () => {
    const leader = await person(t, "Stu");
    const m = await person(t, "Stu");
    const g = await groupWith(leader, [m]);
    const ok = await t.request(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: leader.cookie,
      body: { name: "Renamed", budget_max: 900, looking_for_property: false },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ name: "Renamed", budget_max: 900, looking_for_property: false });

    const member = await t.request<ApiErrorBody>(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: m.cookie,
      body: { name: "Mine" },
    });
    expect(member.status).toBe(403);
    expect(member.body.error.code).toBe("not_leader");
    const outsider = await t.request(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: (await person(t, "Stu")).cookie,
      body: { name: "Mine" },
    });
    expect(outsider.status).toBe(404);
  });

  it("refuses max_members below the member count and a budget out of order", async () => {
    const leader = await person(t, "Stu");
    const g = await groupWith(leader, [await person(t, "Stu"), await person(t, "Stu")], { budget_min: 500 });
    const low = await t.request<ApiErrorBody>(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: leader.cookie,
      body: { max_members: 2 },
    });
    expect(low.status).toBe(422);
    expect(low.body.error.code).toBe("max_members_below_member_count");
    const same = await t.request(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: leader.cookie,
      body: { max_members: 3 },
    });
    expect(same.status).toBe(200);
    const order = await t.request(`/api/groups/${g.id}`, {
      method: "PATCH",
      cookie: leader.cookie,
      body: { budget_max: 400 },
    });
    expect(order.status).toBe(400);
  });

  it("the leader removes another member (chat follows) but never themself; members cannot remove", async () => {
    const leader = await person(t, "Stu");
    const m1 = await person(t, "Stu");
    const m2 = await person(t, "Stu");
    const g = await groupWith(leader, [m1, m2]);
    const chat = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: leader.cookie,
      body: { group_id: g.id },
    });

    const byMember = await t.request<ApiErrorBody>(`/api/groups/${g.id}/members/${m2.id}`, {
      method: "DELETE",
      cookie: m1.cookie,
    });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("not_leader");
    const self = await t.request<ApiErrorBody>(`/api/groups/${g.id}/members/${leader.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe("leader_cannot_remove_self");
    const outsider = await t.request(`/api/groups/${g.id}/members/${m2.id}`, {
      method: "DELETE",
      cookie: (await person(t, "Stu")).cookie,
    });
    expect(outsider.status).toBe(404);

    const ok = await t.request<MyGroup>(`/api/groups/${g.id}/members/${m2.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.member_count).toBe(2);
    const participants = await t.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, chat.body.conversation_id));
    expect(participants.map((p) => p.userId).sort()).toEqual([leader.id, m1.id].sort());
    const again = await t.request(`/api/groups/${g.id}/members/${m2.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("a removed member can neither ask to join again nor join by code for 7 days, unless the leader invites them again", async () => {
    const leader = await person(t, "Stu");
    const a = await person(t, "Stu");
    const b = await person(t, "Stu");
    const g = await groupWith(leader, [a, b]);
    for (const who of [a, b]) {
      const res = await t.request(`/api/groups/${g.id}/members/${who.id}`, {
        method: "DELETE",
        cookie: leader.cookie,
      });
      expect(res.status).toBe(200);
    }
    const ask = (who: Person) =>
      t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, { cookie: who.cookie, body: {} });
    const refused = await ask(a);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: "removed_from_group",
      message:
        "You were removed from this group — You can ask to join again 7 days after your removal, or the leader can invite you again.",
    });
    const leaderRequests = async () =>
      (await t.request<GroupJoinRequests>(`/api/groups/${g.id}/join-requests`, { cookie: leader.cookie }))
        .body.requests;
    expect(await leaderRequests()).toEqual([]);

    // The code alone is no way around the wait; the leader decides, by inviting them again.
    const code = (await t.request<MyGroups>("/api/groups/mine", { cookie: leader.cookie })).body.groups[0]
      .invite_code;
    const byCode = await join<ApiErrorBody>(b, code);
    expect(byCode.status).toBe(403);
    expect(byCode.body.error).toEqual(refused.body.error);
    const reinvited = await t.request(`/api/groups/${g.id}/invites/${b.id}`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(reinvited.status).toBe(201);
    expect((await join(b, code)).status).toBe(200);

    t.clock.advance?.(7 * DAY_MS - MINUTE_MS);
    expect((await ask(a)).status).toBe(403);
    t.clock.advance?.(60_000);
    expect((await ask(a)).status).toBe(201);
  });

  it("removing a member changes the invite code: the old one is 'Invalid invite code' and the chat is gone", async () => {
    const leader = await person(t, "Stu");
    const stays = await person(t, "Stu");
    const removed = await person(t, "Stu");
    const g = await groupWith(leader, [stays, removed]);
    const chat = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: removed.cookie,
      body: { group_id: g.id },
    });
    const chatId: string = chat.body.conversation_id;

    const res = await t.request<MyGroup>(`/api/groups/${g.id}/members/${removed.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(res.body.invite_code).not.toBe(g.invite_code);
    const mine = await t.request<MyGroups>("/api/groups/mine", { cookie: stays.cookie });
    expect(mine.body.groups[0].invite_code).toBe(res.body.invite_code);

    const rejoin = await join<ApiErrorBody>(removed, g.invite_code);
    expect(rejoin.status).toBe(404);
    expect(rejoin.body.error).toEqual({ code: "invalid_invite_code", message: "Invalid invite code" });
    for (const path of [`/api/conversations/${chatId}`, `/api/conversations/${chatId}/messages`]) {
      expect((await t.request(path, { cookie: removed.cookie })).status, path).toBe(404);
    }
    const post = await t.request(`/api/conversations/${chatId}/messages`, {
      cookie: removed.cookie,
      body: { id: crypto.randomUUID(), content: "let me back in" },
    });
    expect(post.status).toBe(404);
    const list = await t.request<ConversationList>("/api/conversations", { cookie: removed.cookie });
    expect(list.body.conversations.map((c: { id: string }) => c.id)).not.toContain(chatId);
    expect(
      (await t.request("/api/conversations/group", { cookie: removed.cookie, body: { group_id: g.id } }))
        .status,
    ).toBe(404);
  });

  it("the leader makes a new invite code at any time; members, outsiders and other types cannot", async () => {
    const leader = await person(t, "Stu");
    const member = await person(t, "Stu");
    const g = await groupWith(leader, [member]);
    const path = `/api/groups/${g.id}/invite-code`;
    expect((await t.request(path, { method: "POST" })).status).toBe(401);
    const byMember = await t.request<ApiErrorBody>(path, { method: "POST", cookie: member.cookie });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("not_leader");
    expect((await t.request(path, { method: "POST", cookie: (await person(t, "Stu")).cookie })).status).toBe(
      404,
    );
    const landlord = await person(t, `g-code-ll-${tag()}`, "landlord");
    expect(
      (await t.request<ApiErrorBody>(path, { method: "POST", cookie: landlord.cookie })).body.error.code,
    ).toBe("students_only");

    const renewed = await t.request<MyGroup>(path, { method: "POST", cookie: leader.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.body.id).toBe(g.id);
    expect(renewed.body.is_leader).toBe(true);
    expect(renewed.body.invite_code).toMatch(/^[A-Z0-9]{8}$/);
    expect(renewed.body.invite_code).not.toBe(g.invite_code);
    const late = await person(t, "Stu");
    expect((await join<ApiErrorBody>(late, g.invite_code)).body.error.code).toBe("invalid_invite_code");
    expect((await join(late, renewed.body.invite_code.toLowerCase())).status).toBe(200);
  });

  it("a member leaves; the leader cannot leave others behind; a lone leader's leaving deletes the group", async () => {
    const leader = await person(t, "Stu");
    const m = await person(t, "Stu");
    const g = await groupWith(leader, [m]);
    const blocked = await t.request<ApiErrorBody>(`/api/groups/${g.id}/leave`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(blocked.status).toBe(422);
    expect(blocked.body.error.code).toBe("leader_cannot_leave");
    const left = await t.request(`/api/groups/${g.id}/leave`, { method: "POST", cookie: m.cookie });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ group_id: g.id, group_deleted: false });
    expect((await t.request<MyGroups>("/api/groups/mine", { cookie: m.cookie })).body.groups).toEqual([]);
    const again = await t.request(`/api/groups/${g.id}/leave`, { method: "POST", cookie: m.cookie });
    expect(again.status).toBe(404);
    const last = await t.request(`/api/groups/${g.id}/leave`, { method: "POST", cookie: leader.cookie });
    expect(last.body).toEqual({ group_id: g.id, group_deleted: true });
    expect(await t.db.select().from(groups).where(eq(groups.id, g.id))).toEqual([]);
  });
});

describe("discover", () => {
  async function insertGroups(
    rows: { name: string; budgetMax?: number | null; lookingForProperty?: boolean; createdAt?: Date }[],
  ) {
    const owner = await insertUser(t.db, { userType: "student", displayName: "Gina Group" });
    const inserted = [];
    for (const r of rows) {
      const [g] = await t.db
        .insert(groups)
        .values({
          name: r.name,
          budgetMax: r.budgetMax ?? null,
          lookingForProperty: r.lookingForProperty ?? true,
          createdBy: owner,
          inviteCode: generateInviteCode(),
          createdAt: r.createdAt ?? new Date(),
        })
        .returning();
      if (!g) throw new Error("insert failed");
      inserted.push(g);
    }
    return inserted;
  }

  const discover = async (u: Person, query: string) => {
    const res = await t.request<DiscoverGroups>(`/api/groups/discover?${query}`, { cookie: u.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.groups;
  };

  it("lists the latest 20 looking for property, newest first, with creator and member count", async () => {
    const k = tag();
    const base = Date.now() - 100_000;
    await insertGroups(
      Array.from({ length: 22 }, (_, i) => ({ name: `${k} ${i}`, createdAt: new Date(base + i * 1000) })),
    );
    await insertGroups([{ name: `${k} hidden`, lookingForProperty: false }]);
    const viewer = await person(t, "Stu");
    const list = await discover(viewer, `q=${k}`);
    expect(list).toHaveLength(20);
    expect(list[0]?.name).toBe(`${k} 21`);
    expect(list[19]?.name).toBe(`${k} 2`);
    expect(list[0]).toMatchObject({
      member_count: 0,
      can_join: true,
      join_blocked_reason: null,
      creator: expect.objectContaining({ display_name: "Gina Group" }),
    });
    expect(list[0]).not.toHaveProperty("invite_code");
  });

  it("searches name, description and preferred locations", async () => {
    const k = tag();
    const u = await person(t, "Stu");
    const g = await createGroup(u, {
      name: `Quiet ${k}`,
      description: "Final-year medics",
      preferred_locations: [`Didsbury${k}`],
    });
    const viewer = await person(t, "Stu");
    expect((await discover(viewer, `q=${k.toUpperCase()}`)).map((x) => x.id)).toEqual([g.id]);
    expect((await discover(viewer, `q=didsbury${k}`)).map((x) => x.id)).toEqual([g.id]);
    expect((await discover(viewer, "q=final-year medics")).map((x) => x.id)).toContain(g.id);
    expect(await discover(viewer, `q=${k}%25nothing`)).toEqual([]);
  });

  it("filters by the group budget bands on budget_max (low ≤ 600, medium ≤ 1000, high > 1000)", async () => {
    const k = tag();
    await insertGroups([
      { name: `${k} 600`, budgetMax: 600 },
      { name: `${k} 601`, budgetMax: 601 },
      { name: `${k} 1000`, budgetMax: 1000 },
      { name: `${k} 1001`, budgetMax: 1001 },
      { name: `${k} none`, budgetMax: null },
    ]);
    const v = await person(t, "Stu");
    const names = async (band: string) =>
      (await discover(v, `q=${k}&budget=${band}`)).map((g) => g.name).sort();
    expect(await names("low")).toEqual([`${k} 600`]);
    expect(await names("medium")).toEqual([`${k} 1000`, `${k} 601`]);
    expect(await names("high")).toEqual([`${k} 1001`]);
    expect(await names("all")).toHaveLength(5);
    expect((await t.request(`/api/groups/discover?budget=huge`, { cookie: v.cookie })).status).toBe(400);
  });

  it("hides the caller's group and groups with their pending request; says why Join is disabled", async () => {
    const k = tag();
    const leader = await person(t, "Stu");
    const own = await createGroup(leader, { name: `${k} own` });
    const full = await groupWith(await person(t, "Stu"), [await person(t, "Stu")], {
      name: `${k} full`,
      max_members: 2,
    });
    const open = await createGroup(await person(t, "Stu"), { name: `${k} open` });
    const requested = await createGroup(await person(t, "Stu"), { name: `${k} requested` });

    const viewer = await person(t, "Stu");
    expect(
      (await t.request(`/api/groups/${requested.id}/join-requests`, { cookie: viewer.cookie, body: {} }))
        .status,
    ).toBe(201);
    const seen = await discover(viewer, `q=${k}`);
    expect(seen.map((g) => g.name).sort()).toEqual([`${k} full`, `${k} open`, `${k} own`]);
    const byId = new Map(seen.map((g) => [g.id, g]));
    expect(byId.get(full.id)).toMatchObject({
      can_join: false,
      join_blocked_reason: "full",
      is_full: true,
      member_count: 2,
    });
    expect(byId.get(open.id)).toMatchObject({ can_join: true, join_blocked_reason: null });

    const inGroup = await discover(leader, `q=${k}`);
    expect(inGroup.map((g) => g.name).sort()).toEqual([`${k} full`, `${k} open`, `${k} requested`]);
    expect(inGroup.map((g) => g.id)).not.toContain(own.id);
    expect(inGroup.find((g) => g.id === open.id)).toMatchObject({
      can_join: false,
      join_blocked_reason: "already_in_group",
    });
    expect(inGroup.find((g) => g.id === full.id)).toMatchObject({ join_blocked_reason: "already_in_group" });
  });
});

describe("join requests", () => {
  it("sends a request, notifies the leader, and refuses duplicates, members of a group and full groups", async () => {
    const leader = await person(t, "Leah");
    const g = await createGroup(leader, { name: "Ladybarn Lot", max_members: 2 });
    const r = await person(t, "Rory");
    const res = await t.request(`/api/groups/${g.id}/join-requests`, {
      cookie: r.cookie,
      body: { message: "  Hi, I'm tidy!  " },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      group_id: g.id,
      user_id: r.id,
      status: "pending",
      message: "Hi, I'm tidy!",
    });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, leader.id));
    expect(note).toMatchObject({ type: "group_request" });
    expect(note?.data).toMatchObject({ sender_id: r.id, group_id: g.id });
    expect(note?.message).toContain("Ladybarn Lot");

    const dup = await t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, {
      cookie: r.cookie,
      body: {},
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("join_request_duplicate");

    const tooLong = await t.request(`/api/groups/${g.id}/join-requests`, {
      cookie: (await person(t, "Stu")).cookie,
      body: { message: "x".repeat(501) },
    });
    expect(tooLong.status).toBe(400);

    const busy = await person(t, "Stu");
    await createGroup(busy);
    const inGroup = await t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, {
      cookie: busy.cookie,
      body: {},
    });
    expect(inGroup.status).toBe(409);
    expect(inGroup.body.error.code).toBe("already_in_group");

    expect((await join(await person(t, "Stu"), g.invite_code)).status).toBe(200);
    const full = await t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, {
      cookie: (await person(t, "Stu")).cookie,
      body: {},
    });
    expect(full.status).toBe(422);
    expect(full.body.error.code).toBe("group_full");

    const missing = await t.request(`/api/groups/${crypto.randomUUID()}/join-requests`, {
      cookie: (await person(t, "Stu")).cookie,
      body: {},
    });
    expect(missing.status).toBe(404);
  });

  it("lists the caller's history newest first and cancels only their own pending requests", async () => {
    const r = await person(t, "Stu");
    const g1 = await createGroup(await person(t, "Stu"), { name: "First" });
    const g2 = await createGroup(await person(t, "Stu"), { name: "Second" });
    const req1 = await requestToJoin(g1.id, r);
    const req2 = await requestToJoin(g2.id, r);
    const mine = await t.request<MyJoinRequests>("/api/groups/join-requests/mine", { cookie: r.cookie });
    expect(mine.body.requests.map((x) => x.id)).toEqual([req2.id, req1.id]);
    expect(mine.body.requests[0]).toMatchObject({ status: "pending", group: { id: g2.id, name: "Second" } });

    const other = await person(t, "Stu");
    const notYours = await t.request(`/api/groups/join-requests/${req1.id}`, {
      method: "DELETE",
      cookie: other.cookie,
    });
    expect(notYours.status).toBe(404);

    const cancel = await t.request(`/api/groups/join-requests/${req1.id}`, {
      method: "DELETE",
      cookie: r.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toEqual({ id: req1.id, deleted: true });
    const after = await t.request<MyJoinRequests>("/api/groups/join-requests/mine", { cookie: r.cookie });
    expect(after.body.requests.map((x) => x.id)).toEqual([req2.id]);
  });

  it("refuses to cancel an answered request: 422 request_not_pending", async () => {
    const leader = await person(t, "Stu");
    const g = await createGroup(leader);
    const r = await person(t, "Stu");
    const req = await requestToJoin(g.id, r);
    expect(
      (
        await t.request(`/api/groups/join-requests/${req.id}/reject`, {
          method: "POST",
          cookie: leader.cookie,
        })
      ).status,
    ).toBe(200);
    const res = await t.request<ApiErrorBody>(`/api/groups/join-requests/${req.id}`, {
      method: "DELETE",
      cookie: r.cookie,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("request_not_pending");
    const mine = await t.request<MyJoinRequests>("/api/groups/join-requests/mine", { cookie: r.cookie });
    expect(mine.body.requests[0]).toMatchObject({ id: req.id, status: "rejected" });
  });

  it("shows a group's requests to its leader only (member 403, outsider 404)", async () => {
    const leader = await person(t, "Stu");
    const m = await person(t, "Stu");
    const g = await groupWith(leader, [m]);
    const r = await person(t, "Remy");
    await t.request(`/api/groups/${g.id}/join-requests`, { cookie: r.cookie, body: { message: "hello" } });

    const list = await t.request<GroupJoinRequests>(`/api/groups/${g.id}/join-requests`, {
      cookie: leader.cookie,
    });
    expect(list.status).toBe(200);
    expect(list.body.requests).toEqual([
      expect.objectContaining({
        user_id: r.id,
        status: "pending",
        message: "hello",
        requester: expect.objectContaining({
          user_id: r.id,
          display_name: expect.stringContaining("Remy"),
          bio: null,
        }),
      }),
    ]);
    const byMember = await t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, { cookie: m.cookie });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("not_leader");
    const byOutsider = await t.request(`/api/groups/${g.id}/join-requests`, { cookie: r.cookie });
    expect(byOutsider.status).toBe(404);
    const mine = await t.request<MyGroups>("/api/groups/mine", { cookie: leader.cookie });
    expect(mine.body.groups[0].pending_request_count).toBe(1);
  });

  it("accept adds the member and notifies them; only the leader answers, only pending ones", async () => {
    const leader = await person(t, "Stu");
    const m = await person(t, "Stu");
    const g = await groupWith(leader, [m]);
    const r = await person(t, "Stu");
    const req = await requestToJoin(g.id, r);

    const byMember = await t.request(`/api/groups/join-requests/${req.id}/accept`, {
      method: "POST",
      cookie: m.cookie,
    });
    expect(byMember.status).toBe(403);
    const byOutsider = await t.request(`/api/groups/join-requests/${req.id}/accept`, {
      method: "POST",
      cookie: (await person(t, "Stu")).cookie,
    });
    expect(byOutsider.status).toBe(404);
    const byRequester = await t.request(`/api/groups/join-requests/${req.id}/accept`, {
      method: "POST",
      cookie: r.cookie,
    });
    expect(byRequester.status).toBe(404);

    const ok = await t.request(`/api/groups/join-requests/${req.id}/accept`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ request: { id: req.id, status: "accepted" }, member_count: 3 });
    const [membership] = await t.db.select().from(groupMembers).where(eq(groupMembers.userId, r.id));
    expect(membership).toMatchObject({ groupId: g.id, role: "member" });
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, r.id));
    expect(notes).toEqual([
      expect.objectContaining({ type: "group_request", title: "Join request accepted" }),
    ]);

    for (const action of ["accept", "reject"]) {
      const again = await t.request<ApiErrorBody>(`/api/groups/join-requests/${req.id}/${action}`, {
        method: "POST",
        cookie: leader.cookie,
      });
      expect(again.status).toBe(422);
      expect(again.body.error.code).toBe("request_not_pending");
    }
  });

  it("reject leaves the group unchanged; accept refuses a full group and a requester already in a group", async () => {
    const leader = await person(t, "Stu");
    const g = await createGroup(leader, { max_members: 2 });
    const [a, b, c] = [await person(t, "Stu"), await person(t, "Stu"), await person(t, "Stu")];
    const reqA = await requestToJoin(g.id, a);
    const reqB = await requestToJoin(g.id, b);
    const reqC = await requestToJoin(g.id, c);

    const rej = await t.request(`/api/groups/join-requests/${reqA.id}/reject`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(rej.body).toMatchObject({ request: { status: "rejected" }, member_count: 1 });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(note?.title).toBe("Join request declined");

    await createGroup(b);
    const busy = await t.request<ApiErrorBody>(`/api/groups/join-requests/${reqB.id}/accept`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe("already_in_group");

    expect((await join(await person(t, "Stu"), g.invite_code)).status).toBe(200);
    const full = await t.request<ApiErrorBody>(`/api/groups/join-requests/${reqC.id}/accept`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(full.status).toBe(422);
    expect(full.body.error.code).toBe("group_full");
    const [still] = await t.db
      .select()
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, g.id), eq(groupMembers.userId, c.id)));
    expect(still).toBeUndefined();
  });
});

describe("concurrency", () => {
  it("20 simultaneous accepts into a group with 4 places left add exactly 4", async () => {
    const leader = await person(t, "Stu");
    const g = await groupWith(leader, [await person(t, "Stu")], { max_members: 6 });
    const requesters = await Promise.all(Array.from({ length: 20 }, () => person(t, "Stu")));
    const requests = [];
    for (const r of requesters) {
      const res = await t.request<JoinRequest>(`/api/groups/${g.id}/join-requests`, {
        cookie: r.cookie,
        body: {},
      });
      expect(res.status).toBe(201);
      requests.push(res.body.id as string);
    }
    const results = await Promise.all(
      requests.map((id) =>
        t.request<ApiErrorBody>(`/api/groups/join-requests/${id}/accept`, {
          method: "POST",
          cookie: leader.cookie,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(16);
    expect(refused.every((r) => r.body.error.code === "group_full")).toBe(true);
    const members = await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, g.id));
    expect(members).toHaveLength(6);
  });

  it("10 simultaneous identical join requests leave one pending row", async () => {
    const g = await createGroup(await person(t, "Stu"));
    const r = await person(t, "Stu");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.request<ApiErrorBody>(`/api/groups/${g.id}/join-requests`, {
          cookie: r.cookie,
          body: { message: "me!" },
        }),
      ),
    );
    expect(results.filter((x) => x.status === 201)).toHaveLength(1);
    expect(
      results.filter((x) => x.status === 409 && x.body.error.code === "join_request_duplicate"),
    ).toHaveLength(9);
    const mine = await t.request<MyJoinRequests>("/api/groups/join-requests/mine", { cookie: r.cookie });
    expect(mine.body.requests).toHaveLength(1);
  });

  it("simultaneous joins by code never exceed max_members", async () => {
    const g = await createGroup(await person(t, "Stu"), { max_members: 3 });
    const joiners = await Promise.all(Array.from({ length: 8 }, () => person(t, "Stu")));
    const results = await Promise.all(joiners.map((j) => join<ApiErrorBody>(j, g.invite_code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 422 && r.body.error.code === "group_full")).toHaveLength(6);
  });
});
