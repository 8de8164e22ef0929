import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ConversationDetail, MessagePage } from "@roost/shared/contracts/conversations.ts";
import type { DealView } from "@roost/shared/contracts/deals.ts";
import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import type { InquiryList } from "@roost/shared/contracts/inquiries.ts";
import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import { settle, TestSocket } from "../../realtime/realtime-test-client.ts";
import { insertProperty, ok, type Person, person, send } from "../../test/fixtures.ts";
import { type ApiErrorBody, TEST_ORIGIN, useTestApp } from "../../test/test-app.ts";

// Decision 022: the members of the leader's group read the group's enquiries and
// their deal cards (read-only), get the deal's notifications and live events, as long as they are
// members.

const t = useTestApp();
let server: ReturnType<typeof serve>;
let wsUrl: string;
beforeAll(async () => {
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  t.deps.realtime.attach(server, t.app);
  await t.deps.realtime.start({ heartbeatMs: 60_000 });
  wsUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/realtime`;
});
afterAll(async () => {
  await t.deps.realtime.stop();
  await new Promise((r) => server.close(r));
});

/** A leader whose group has `memberCount` members who joined with the code, and a landlord's listing. */
async function scenario(memberCount: number) {
  const landlord = await person(t, "gd-landlord", "landlord");
  const leader = await person(t, "gd-leader");
  const group = ok(
    await t.request<MyGroup>("/api/groups", { cookie: leader.cookie, body: { name: "Platt Five" } }),
    201,
  ).body;
  const members: Person[] = [];
  for (let i = 0; i < memberCount; i++) {
    const member = await person(t, `gd-member${i}`);
    ok(
      await t.request("/api/groups/join", {
        cookie: member.cookie,
        body: { invite_code: group.invite_code },
      }),
    );
    members.push(member);
  }
  const property = await insertProperty(t.db, landlord.id, { addressLine1: "9 Platt Lane" });
  const { conversation_id: conversationId } = ok(
    await t.request<InquiryStarted>(`/api/properties/${property.id}/inquiry`, {
      cookie: leader.cookie,
      body: {},
    }),
  ).body;
  const deal = (suffix = "") => `/api/conversations/${conversationId}/deal${suffix}`;
  return { landlord, leader, group, members, property, conversationId, deal };
}

async function inquiryIds(who: Person): Promise<string[]> {
  const res = await t.request<InquiryList>("/api/inquiries", { cookie: who.cookie });
  return res.body.inquiries.map((i) => i.conversation_id);
}

describe("the group sees its deal", () => {
  it("members read the leader's enquiry and its deal card read-only, and cannot post", async () => {
    const s = await scenario(2);
    const member = s.members[0] as Person;
    expect(await inquiryIds(member)).toEqual([s.conversationId]);
    // The other party stays the owner (for the owner: the tenant), never a member reading along.
    const otherOf = async (who: Person) =>
      (await t.request<ConversationDetail>(`/api/conversations/${s.conversationId}`, { cookie: who.cookie }))
        .body.other_party?.user_id;
    expect(await otherOf(member)).toBe(s.landlord.id);
    expect(await otherOf(s.leader)).toBe(s.landlord.id);
    expect(await otherOf(s.landlord)).toBe(s.leader.id);
    expect(
      (await t.request(`/api/conversations/${s.conversationId}`, { cookie: member.cookie })).status,
    ).toBe(200);

    ok(await t.request(s.deal("/request-viewing"), { cookie: s.leader.cookie, body: {} }));
    await send(t, s.landlord.cookie, s.conversationId, "Hello group");
    const history = ok(
      await t.request<MessagePage>(`/api/conversations/${s.conversationId}/messages`, {
        cookie: member.cookie,
      }),
    ).body;
    expect(history.messages.map((m) => m.content)).toContain("Hello group");

    const view = ok(await t.request<DealView>(s.deal(), { cookie: member.cookie })).body;
    expect(view).toMatchObject({ stage: "request_viewing", viewer_role: "member", is_leader: false });
    expect(view.allowed_actions).toEqual([]);
    const act = await t.request(s.deal("/interest"), { cookie: member.cookie, body: { interested: true } });
    expect(act.status).toBe(403);

    const post = await send<ApiErrorBody>(t, member.cookie, s.conversationId, "Can I come too?");
    expect(post.status).toBe(403);
    expect(post.body.error).toMatchObject({
      code: "not_leader",
      message: "Only group leader can perform this action",
    });
    expect(
      (await t.request(`/api/conversations/${s.conversationId}/read`, { cookie: member.cookie, body: {} }))
        .status,
    ).toBe(200);
  });

  it("read access follows current membership: a later joiner sees it, a leaver or removed member does not", async () => {
    const s = await scenario(2);
    const [leaves, removed] = s.members as [Person, Person];
    const late = await person(t, "gd-late");
    ok(
      await t.request("/api/groups/join", {
        cookie: late.cookie,
        body: { invite_code: s.group.invite_code },
      }),
    );
    expect(await inquiryIds(late)).toEqual([s.conversationId]);

    ok(await t.request(`/api/groups/${s.group.id}/leave`, { cookie: leaves.cookie, body: {} }));
    ok(
      await t.request(`/api/groups/${s.group.id}/members/${removed.id}`, {
        cookie: s.leader.cookie,
        method: "DELETE",
      }),
    );
    for (const gone of [leaves, removed]) {
      expect(await inquiryIds(gone)).toEqual([]);
      expect(
        (await t.request(`/api/conversations/${s.conversationId}`, { cookie: gone.cookie })).status,
      ).toBe(404);
      expect((await t.request(s.deal(), { cookie: gone.cookie })).status).toBe(404);
    }
    // Another group's members and the leader's later enquiries: only the group's own.
    const other = await scenario(1);
    expect(await inquiryIds(late)).toEqual([s.conversationId]);
    expect(await inquiryIds(other.members[0] as Person)).toEqual([other.conversationId]);
  });

  it("members get the deal's notifications but are not asked about attendance", async () => {
    const s = await scenario(1);
    const member = s.members[0] as Person;
    ok(await t.request(s.deal("/request-viewing"), { cookie: s.leader.cookie, body: {} }));
    const slot = new Date(t.clock.now().getTime() + DAY_MS).toISOString();
    ok(await t.request(s.deal("/slots"), { cookie: s.landlord.cookie, body: { slots: [slot] } }));
    const sent = ok(
      await t.request<DealView>(s.deal("/send-slots"), { cookie: s.landlord.cookie, body: {} }),
    ).body;
    const slotId = sent.slots[0]?.id;
    ok(await t.request(s.deal("/select-slot"), { cookie: s.leader.cookie, body: { slot_id: slotId } }));
    t.clock.advance?.(DAY_MS + 61 * 60_000);
    while ((await runDueJobs(t.deps)) > 0);
    const titles = async (who: Person) =>
      (
        await t.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, who.id),
              inArray(notifications.type, ["negotiation", "application"]),
            ),
          )
      ).map((n) => n.title);
    expect((await titles(member)).sort()).toEqual(["Viewing booked", "Viewing times offered"]);
    expect(await titles(s.leader)).toEqual(expect.arrayContaining(["Did the viewing go ahead?"]));
    expect(await titles(s.leader)).not.toContain("Viewing booked");
  });

  it("a block between a member and the landlord does not silence the leader's enquiry", async () => {
    const s = await scenario(1);
    const member = s.members[0] as Person;
    expect(
      (await t.request(`/api/users/${s.landlord.id}/block`, { cookie: member.cookie, body: {} })).status,
    ).toBe(200);
    expect((await send(t, s.landlord.cookie, s.conversationId, "Still there?")).status).toBe(201);
    expect((await send(t, s.leader.cookie, s.conversationId, "Yes")).status).toBe(201);
  });

  it("a member subscribes to the enquiry's channel, sees the deal move live, and is cut off on leaving", async () => {
    const s = await scenario(1);
    const member = s.members[0] as Person;
    const socket = await TestSocket.open(wsUrl, { cookie: member.cookie, origin: TEST_ORIGIN });
    const channel = `conversation:${s.conversationId}`;
    expect(await socket.subscribe(channel)).toEqual({ type: "subscribed", channel });
    ok(await t.request(s.deal("/request-viewing"), { cookie: s.leader.cookie, body: {} }));
    await socket.until(() =>
      socket.received.some(
        (m) => m.type === "event" && m.channel === channel && m.event.kind === "deal_updated",
      ),
    );

    ok(await t.request(`/api/groups/${s.group.id}/leave`, { cookie: member.cookie, body: {} }));
    await socket.until(() =>
      socket.received.some(
        (m) => m.type === "error" || (m.type === "event" && m.event.kind === "participant_removed"),
      ),
    );
    const before = socket.received.length;
    await send(t, s.landlord.cookie, s.conversationId, "after you left");
    await settle();
    expect(
      socket.received
        .slice(before)
        .some((m) => m.type === "event" && m.channel === channel && m.event.kind === "message_created"),
    ).toBe(false);
    expect(await socket.subscribe(channel)).toEqual({ type: "error", code: "forbidden", channel });
    socket.close();
  });
});
