import { randomBytes, randomUUID } from "node:crypto";
import type { ConversationRef, Message } from "@roost/shared/contracts/conversations.ts";
import type { DiscoverGroups, JoinRequest, MyGroup, MyGroups } from "@roost/shared/contracts/groups.ts";
import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import type {
  ConnectRequest,
  RoommatesList,
  StartRoommateChatResult,
} from "@roost/shared/contracts/roommates.ts";
import type { BlockList, BlockStatus } from "@roost/shared/contracts/safety.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectRequests, groupJoinRequests, groupMembers } from "../../db/schema.ts";
import { insertProperty, ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

// `T` of these two is the answer's type the test reads: the contract's, or a refusal.
const block = <T = BlockStatus>(who: Person, other: string, method = "POST") =>
  t.request<T>(`/api/users/${other}/block`, { method, cookie: who.cookie });
const say = <T = Message>(who: Person, conversationId: string, content = "Hello") =>
  t.request<T>(`/api/conversations/${conversationId}/messages`, {
    cookie: who.cookie,
    body: { id: randomUUID(), content },
  });

/** Two students with an accepted connect request and their direct chat. */
async function connectedPair() {
  const a = await person(t, "Ada");
  const b = await person(t, "Ben");
  const sent = ok(
    await t.request<ConnectRequest>("/api/roommates/requests", {
      cookie: b.cookie,
      body: { receiver_id: a.id },
    }),
    201,
  );
  ok(await t.request(`/api/roommates/requests/${sent.body.id}/accept`, { method: "POST", cookie: a.cookie }));
  const chat = ok(
    await t.request<StartRoommateChatResult>(`/api/roommates/${a.id}/message`, {
      method: "POST",
      cookie: b.cookie,
    }),
  );
  return { a, b, conversationId: chat.body.conversation_id };
}

async function groupLedBy(leader: Person) {
  const res = await t.request<MyGroup>("/api/groups", {
    cookie: leader.cookie,
    body: { name: `Crew ${randomBytes(3).toString("hex")}`, max_members: 6 },
  });
  return ok(res, 201).body;
}

describe("block and unblock", () => {
  it("records a block, shows it to both sides, lists it, and lifts it; both calls are idempotent", async () => {
    const a = await person(t, "Ada");
    const b = await person(t, "Bea", "landlord");
    expect((await t.request(`/api/users/${b.id}/block`, { method: "POST" })).status).toBe(401);

    for (let i = 0; i < 2; i++) {
      const res = await block(a, b.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user_id: b.id, blocked_by_me: true, blocked_by_them: false });
    }
    const theirs = await t.request(`/api/users/${a.id}/block`, { cookie: b.cookie });
    expect(theirs.body).toEqual({ user_id: a.id, blocked_by_me: false, blocked_by_them: true });
    const list = await t.request<BlockList>("/api/blocks", { cookie: a.cookie });
    expect(list.status).toBe(200);
    expect(list.body.blocks).toEqual([
      {
        user_id: b.id,
        display_name: b.name,
        avatar_url: null,
        blocked_at: expect.any(String),
      },
    ]);
    expect((await t.request<BlockList>("/api/blocks", { cookie: b.cookie })).body.blocks).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const res = await block(a, b.id, "DELETE");
      expect(res.status).toBe(200);
      expect(res.body.blocked_by_me).toBe(false);
    }
    expect((await t.request<BlockList>("/api/blocks", { cookie: a.cookie })).body.blocks).toEqual([]);
  });

  it("refuses blocking oneself and answers 404 for an unknown user", async () => {
    const a = await person(t, "Sam");
    const self = await block<ApiErrorBody>(a, a.id);
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe("self_block");
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await block<ApiErrorBody>(a, "no-such-user", method);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
  });
});

describe("a block stops messages", () => {
  it("in their direct chat, both ways, with a code for each side; unblocking restores it", async () => {
    const { a, b, conversationId } = await connectedPair();
    expect((await say(b, conversationId)).status).toBe(201);
    expect((await block(a, b.id)).status).toBe(200);

    const fromBlocked = await say<ApiErrorBody>(b, conversationId);
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.error).toEqual({
      code: "cannot_message_user",
      message: "You can't message this user",
    });
    const fromBlocker = await say<ApiErrorBody>(a, conversationId);
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.error.code).toBe("blocked_user");
    // The history stays readable for both.
    expect(
      (await t.request(`/api/conversations/${conversationId}/messages`, { cookie: b.cookie })).status,
    ).toBe(200);

    expect((await block(a, b.id, "DELETE")).status).toBe(200);
    expect((await say(b, conversationId)).status).toBe(201);
  });

  it("when either side tries to open a direct chat", async () => {
    const { a, b } = await connectedPair();
    await block(a, b.id);
    const viaRoommates = await t.request<ApiErrorBody>(`/api/roommates/${a.id}/message`, {
      method: "POST",
      cookie: b.cookie,
    });
    expect(viaRoommates.status).toBe(403);
    expect(viaRoommates.body.error.code).toBe("cannot_message_user");
    const direct = await t.request<ApiErrorBody>("/api/conversations/direct", {
      cookie: b.cookie,
      body: { user_id: a.id },
    });
    expect(direct.status).toBe(403);
    expect(direct.body.error.code).toBe("cannot_message_user");
    const back = await t.request<ApiErrorBody>(`/api/roommates/${b.id}/message`, {
      method: "POST",
      cookie: a.cookie,
    });
    expect(back.status).toBe(403);
    expect(back.body.error.code).toBe("blocked_user");
  });

  it("in a listing inquiry, and a blocked student cannot start one on the blocker's listing", async () => {
    const landlord = await person(t, "Lee", "landlord");
    const student = await person(t, "Sol");
    const first = await insertProperty(t.db, landlord.id);
    const second = await insertProperty(t.db, landlord.id);
    const inquiry = await t.request<InquiryStarted>(`/api/properties/${first.id}/inquiry`, {
      method: "POST",
      cookie: student.cookie,
    });
    expect(inquiry.status).toBe(200);
    await block(landlord, student.id);

    const sent = await say<ApiErrorBody>(student, inquiry.body.conversation_id);
    expect(sent.status).toBe(403);
    expect(sent.body.error.code).toBe("cannot_message_user");
    const again = await t.request<ApiErrorBody>(`/api/properties/${second.id}/inquiry`, {
      method: "POST",
      cookie: student.cookie,
    });
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe("cannot_message_user");
  });
});

describe("a block stops connect requests", () => {
  it("both ways, and withdraws a pending one between the two", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    const pending = await t.request<ConnectRequest>("/api/roommates/requests", {
      cookie: b.cookie,
      body: { receiver_id: a.id },
    });
    expect(pending.status).toBe(201);
    await block(a, b.id);
    expect(await t.db.select().from(connectRequests).where(eq(connectRequests.id, pending.body.id))).toEqual(
      [],
    );

    const fromBlocked = await t.request<ApiErrorBody>("/api/roommates/requests", {
      cookie: b.cookie,
      body: { receiver_id: a.id },
    });
    expect(fromBlocked.status).toBe(403);
    expect(fromBlocked.body.error.code).toBe("cannot_connect_user");
    const fromBlocker = await t.request<ApiErrorBody>("/api/roommates/requests", {
      cookie: a.cookie,
      body: { receiver_id: b.id },
    });
    expect(fromBlocker.status).toBe(403);
    expect(fromBlocker.body.error.code).toBe("blocked_user");
  });

  it("leaves the pair out of each other's roommate list", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    const ids = async (u: Person) =>
      (await t.request<RoommatesList>("/api/roommates?sort=newest", { cookie: u.cookie })).body.roommates.map(
        (r) => r.user_id,
      );
    expect(await ids(b)).toContain(a.id);
    await block(a, b.id);
    expect(await ids(b)).not.toContain(a.id);
    expect(await ids(a)).not.toContain(b.id);
  });
});

describe("a block stops group joins", () => {
  it("into a group the blocker leads, by invite code and by join request", async () => {
    const leader = await person(t, "Sam");
    const blocked = await person(t, "Sam");
    const group = await groupLedBy(leader);
    await block(leader, blocked.id);

    const byCode = await t.request<ApiErrorBody>("/api/groups/join", {
      cookie: blocked.cookie,
      body: { invite_code: group.invite_code },
    });
    expect(byCode.status).toBe(403);
    expect(byCode.body.error).toEqual({ code: "cannot_join_group", message: "You can't join this group" });
    const byRequest = await t.request<ApiErrorBody>(`/api/groups/${group.id}/join-requests`, {
      cookie: blocked.cookie,
      body: {},
    });
    expect(byRequest.status).toBe(403);
    expect(byRequest.body.error.code).toBe("cannot_join_group");
  });

  it("and Discover Groups leaves out a group where any member has a block with the viewer, either way", async () => {
    const leader = await person(t, "Sam");
    const viewer = await person(t, "Sam");
    const name = `Blocked Crew ${randomBytes(3).toString("hex")}`;
    const created = await t.request("/api/groups", {
      cookie: leader.cookie,
      body: { name, max_members: 6, looking_for_property: true },
    });
    expect(created.status).toBe(201);
    const discovered = async () =>
      (
        await t.request<DiscoverGroups>(`/api/groups/discover?q=${encodeURIComponent(name)}`, {
          cookie: viewer.cookie,
        })
      ).body.groups.length;
    expect(await discovered()).toBe(1);
    await block(viewer, leader.id);
    expect(await discovered()).toBe(0);
    await block(viewer, leader.id, "DELETE");
    await block(leader, viewer.id);
    expect(await discovered()).toBe(0);
  });

  it("into a group where any member has a block with the joiner, either way; pending requests are withdrawn", async () => {
    const leader = await person(t, "Sam");
    const member = await person(t, "Sam");
    const joiner = await person(t, "Sam");
    const group = await groupLedBy(leader);
    expect(
      (
        await t.request("/api/groups/join", {
          cookie: member.cookie,
          body: { invite_code: group.invite_code },
        })
      ).status,
    ).toBe(200);
    const request = await t.request(`/api/groups/${group.id}/join-requests`, {
      cookie: joiner.cookie,
      body: {},
    });
    expect(request.status).toBe(201);

    // The joiner blocks a member: the joiner's pending request goes, and joining is refused.
    await block(joiner, member.id);
    const left = await t.db
      .select()
      .from(groupJoinRequests)
      .where(and(eq(groupJoinRequests.groupId, group.id), eq(groupJoinRequests.userId, joiner.id)));
    expect(left).toEqual([]);
    const byCode = await t.request<ApiErrorBody>("/api/groups/join", {
      cookie: joiner.cookie,
      body: { invite_code: group.invite_code },
    });
    expect(byCode.status).toBe(403);
    expect(byCode.body.error.code).toBe("cannot_join_group");

    await block(joiner, member.id, "DELETE");
    expect(
      (
        await t.request("/api/groups/join", {
          cookie: joiner.cookie,
          body: { invite_code: group.invite_code },
        })
      ).status,
    ).toBe(200);
  });

  // Finding 3: the block is checked again when the leader accepts, against the members of that moment.
  it("when a request is accepted after someone with a block joined, whichever side sent the request", async () => {
    const membersOf = async (groupId: string) =>
      (await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, groupId))).map((m) => m.userId);
    for (const requesterIsBlocker of [false, true]) {
      const leader = await person(t, "Sam");
      const blocker = await person(t, "Sam");
      const blocked = await person(t, "Sam");
      const group = await groupLedBy(leader);
      await block(blocker, blocked.id);
      const [requester, joiner] = requesterIsBlocker ? [blocker, blocked] : [blocked, blocker];

      const request = await t.request<JoinRequest>(`/api/groups/${group.id}/join-requests`, {
        cookie: requester.cookie,
        body: {},
      });
      expect(request.status).toBe(201);
      const joined = await t.request("/api/groups/join", {
        cookie: joiner.cookie,
        body: { invite_code: group.invite_code },
      });
      expect(joined.status).toBe(200);

      const accepted = await t.request<ApiErrorBody>(`/api/groups/join-requests/${request.body.id}/accept`, {
        method: "POST",
        cookie: leader.cookie,
      });
      expect(accepted.status).toBe(403);
      expect(accepted.body.error).toEqual({
        code: "requester_cannot_join",
        message: "This person can't join the group — You can decline their request.",
      });
      expect(await membersOf(group.id)).not.toContain(requester.id);
      // The request stays pending, so the leader can still decline it.
      const declined = await t.request(`/api/groups/join-requests/${request.body.id}/reject`, {
        method: "POST",
        cookie: leader.cookie,
      });
      expect(declined.status).toBe(200);
    }
  });

  it("leaves members of one group in it, with the group chat working for both (decision 011)", async () => {
    const leader = await person(t, "Sam");
    const member = await person(t, "Sam");
    const group = await groupLedBy(leader);
    await t.request("/api/groups/join", { cookie: member.cookie, body: { invite_code: group.invite_code } });
    const chat = await t.request<ConversationRef>("/api/conversations/group", {
      cookie: leader.cookie,
      body: { group_id: group.id },
    });
    expect(chat.status).toBe(200);
    await block(leader, member.id);
    expect((await say(member, chat.body.conversation_id)).status).toBe(201);
    expect((await say(leader, chat.body.conversation_id)).status).toBe(201);
    const mine = await t.request<MyGroups>("/api/groups/mine", { cookie: member.cookie });
    expect(mine.body.groups[0].id).toBe(group.id);
  });
});

describe("a block hides the blocker's profile", () => {
  it("from the blocked user (404), not from the blocker", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    expect((await t.request(`/api/profiles/${a.id}`, { cookie: b.cookie })).status).toBe(200);
    await block(a, b.id);
    const hidden = await t.request<ApiErrorBody>(`/api/profiles/${a.id}`, { cookie: b.cookie });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("not_found");
    expect((await t.request(`/api/profiles/${b.id}`, { cookie: a.cookie })).status).toBe(200);
  });
});
