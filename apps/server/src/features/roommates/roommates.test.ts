import { randomBytes, randomUUID } from "node:crypto";
import type {
  ConnectRequest,
  ConnectRequestsList,
  ProfileDetail,
  RoommateCard,
  RoommatesList,
  StartRoommateChatResult,
} from "@roost/shared/contracts/roommates.ts";
import { ROOMMATES_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectRequests, conversationParticipants, notifications, profiles, user } from "../../db/schema.ts";
import { ok, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

// `T` of these two is the answer's type the test reads: the request, or a refusal.
const send = <T = ConnectRequest>(from: Person, to: string, message?: string) =>
  t.request<T>("/api/roommates/requests", { cookie: from.cookie, body: { receiver_id: to, message } });
const respond = <T = ConnectRequest>(who: Person, id: string, action: "accept" | "reject") =>
  t.request<T>(`/api/roommates/requests/${id}/${action}`, { method: "POST", cookie: who.cookie });
const tag = () => `k${randomBytes(4).toString("hex")}`;

async function roommates(u: Person, query = "") {
  return ok(await t.request<RoommatesList>(`/api/roommates?${query}`, { cookie: u.cookie })).body.roommates;
}

describe("roommate search", () => {
  it("is for students only", async () => {
    expect((await t.request("/api/roommates")).status).toBe(401);
    const landlord = await person(t, "Sam", "landlord");
    for (const path of ["/api/roommates", "/api/roommates/requests"]) {
      const res = await t.request<ApiErrorBody>(path, { cookie: landlord.cookie });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("students_only");
    }
    const res = await send<ApiErrorBody>(landlord, (await person(t, "Sam")).id);
    expect(res.body.error.code).toBe("students_only");
  });

  it("lists other students with public fields only (no email, no phone), never the caller or non-students", async () => {
    const k = tag();
    const me = await person(t, "Me");
    const other = await person(t, "Olu", "student", {
      profile: {
        bio: `Loves ${k}`,
        phone: "07700 900123",
        interests: ["Climbing"],
      },
    });
    await person(t, "Lan", "landlord", { profile: { bio: `Loves ${k}` } });
    const list = await roommates(me, `q=${k}`);
    expect(list.map((r) => r.user_id)).toEqual([other.id]);
    const card = list[0];
    expect(card).toMatchObject({
      user_id: other.id,
      bio: `Loves ${k}`,
      interests: ["Climbing"],
      connect_state: "connect",
    });
    expect(card).not.toHaveProperty("email");
    expect(card).not.toHaveProperty("phone");
    expect((await roommates(me)).map((r) => r.user_id)).not.toContain(me.id);
  });

  it("filters by search over name and tags, university, and the roommate budget bands", async () => {
    const k = tag();
    const me = await person(t, "Sam");
    const a = await person(t, "Ann", "student", {
      profile: {
        university: "Manchester Met",
        budgetMax: 500,
        hobbies: [`${k}-chess`],
      },
    });
    const b = await person(t, "Ben", "student", {
      profile: {
        university: "Salford University",
        budgetMax: 501,
        hobbies: [`${k}-gym`],
      },
    });
    const c = await person(t, "Cat", "student", {
      profile: { university: "Manchester Met", budgetMax: 1001, hobbies: [k] },
    });
    const d = await person(t, "Dan", "student", {
      profile: { university: null, budgetMax: null, preferredLocations: [k] },
    });
    const ids = async (query: string) =>
      (await roommates(me, `q=${k}&${query}`)).map((r) => r.user_id).sort();
    expect(await ids("")).toEqual([a.id, b.id, c.id, d.id].sort());
    expect(await ids("university=manchester%20met")).toEqual([a.id, c.id].sort());
    expect(await ids("university=all")).toHaveLength(4);
    expect(await ids("budget=low")).toEqual([a.id]);
    expect(await ids("budget=medium")).toEqual([b.id]);
    expect(await ids("budget=high")).toEqual([c.id]);
    expect((await roommates(me, `q=${k}-chess`)).map((r) => r.user_id)).toEqual([a.id]);
    expect((await t.request("/api/roommates?budget=cheap", { cookie: me.cookie })).status).toBe(400);
  });

  it("sorts by compatibility with reasons, best first", async () => {
    const k = tag();
    const me = await person(t, "Me", "student", {
      profile: {
        university: "University of Manchester",
        budgetMin: 400,
        budgetMax: 650,
        interests: ["Music", "Films", "Cooking"],
        preferredLocations: ["Fallowfield"],
      },
    });
    const weak = await person(t, "Weak", "student", {
      profile: {
        bio: k,
        university: "Salford University",
        budgetMin: 900,
      },
    });
    const strong = await person(t, "Strong", "student", {
      profile: {
        bio: k,
        university: "University of Manchester",
        budgetMin: 500,
        budgetMax: 700,
        interests: ["music", "films", "cooking", "chess"],
        preferredLocations: ["fallowfield"],
      },
    });
    const mid = await person(t, "Mid", "student", {
      profile: { bio: k, university: "University of Manchester" },
    });
    const list = await roommates(me, `q=${k}`);
    expect(list.map((r) => r.user_id)).toEqual([strong.id, mid.id, weak.id]);
    expect(list[0]?.compatibility).toEqual({
      score: 30 + 25 + 15 + 5,
      reasons: ["Same university", "Budgets overlap", "3 shared interests", "Both like fallowfield"],
    });
    expect(list[2]?.compatibility).toEqual({ score: 0, reasons: [] });
    const newest = await roommates(me, `q=${k}&sort=newest`);
    expect(newest.map((r) => r.user_id)).toEqual([mid.id, strong.id, weak.id]);
  });
});

describe("paging (keyset, decision 023)", () => {
  /**
   * 530 matching students, more than the old 500-row scan: the oldest ones score lowest, a
   * dozen share one creation instant (ties on the key), and every page follows next_cursor.
   */
  it("reaches every matching student once, in order, whatever the sort", async () => {
    const k = tag();
    const me = await person(t, "Pager", "student", {
      profile: {
        university: "Manchester Met",
        budgetMin: 400,
        budgetMax: 700,
        interests: ["Chess", "Films"],
        hobbies: ["Running"],
        preferredLocations: ["Fallowfield"],
      },
    });
    const base = Date.parse("2026-01-01T00:00:00Z");
    const people = Array.from({ length: 530 }, (_, i) => {
      const id = randomUUID();
      const sameInstant = i >= 200 && i < 212;
      return {
        id,
        email: `pager-${k}-${i}@example.com`,
        // Older students first; twelve share one instant (with microseconds) to test tie-breaking.
        createdAt: new Date(base + i * 60_000),
        sameInstant,
        university: i % 3 === 0 ? " manchester met " : i % 3 === 1 ? "Salford University" : null,
        budgetMin: i % 4 === 0 ? null : 300 + (i % 7) * 100,
        budgetMax: i % 5 === 0 ? null : 900 + (i % 6) * 150,
        interests: i % 2 === 0 ? ["chess", "CHESS ", "Films"] : ["Gym"],
        hobbies: i % 7 === 0 ? ["running"] : [],
        preferredLocations: i % 11 === 0 ? ["fallowfield", "Withington"] : [],
      };
    });
    await t.db
      .insert(user)
      .values(people.map((p) => ({ id: p.id, name: `Pager ${p.id}`, email: p.email, emailVerified: true })));
    await t.db.insert(profiles).values(
      people.map((p) => ({
        userId: p.id,
        email: p.email,
        displayName: `Pager ${p.id.slice(0, 8)}`,
        userType: "student" as const,
        bio: `Paging ${k}`,
        university: p.university,
        budgetMin: p.budgetMin,
        budgetMax: p.budgetMax,
        interests: p.interests,
        hobbies: p.hobbies,
        preferredLocations: p.preferredLocations,
        createdAt: p.createdAt,
      })),
    );
    const tied = people.filter((p) => p.sameInstant).map((p) => p.id);
    await t.db.execute(sql`update profiles set created_at = '2026-02-01 10:00:00.123456+00'
      where user_id in (${sql.join(
        tied.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    const oldest = people[0]?.id;

    for (const sort of ["compatibility", "newest"] as const) {
      const seen: RoommateCard[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const qs: string = `q=${k}&sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const res = await t.request<RoommatesList>(`/api/roommates?${qs}`, { cookie: me.cookie });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.roommates.length).toBeLessThanOrEqual(ROOMMATES_PAGE_SIZE);
        seen.push(...res.body.roommates);
        cursor = res.body.next_cursor;
        pages += 1;
      } while (cursor && pages < 100);
      const ids = seen.map((r) => r.user_id);
      expect(new Set(ids).size, sort).toBe(ids.length);
      expect(ids.sort(), sort).toEqual(people.map((p) => p.id).sort());
      expect(ids, sort).toContain(oldest);
      expect(pages).toBe(Math.ceil(530 / ROOMMATES_PAGE_SIZE));
      if (sort === "compatibility") {
        // The SQL order and the shared rule agree on every card's score: best first throughout.
        const scores = seen.map((r) => r.compatibility.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
        expect(new Set(scores).size).toBeGreaterThan(5);
      } else {
        const times = seen.map((r) => Date.parse(r.created_at));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }
    }
  });

  it("refuses a cursor it did not make, or one made for the other sort", async () => {
    const k = tag();
    const me = await person(t, "Sam");
    for (let i = 0; i < ROOMMATES_PAGE_SIZE + 1; i++)
      await person(t, "Pg", "student", { profile: { bio: k } });
    const first = await t.request<RoommatesList>(`/api/roommates?q=${k}&sort=newest`, { cookie: me.cookie });
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const other = await t.request<ApiErrorBody>(
      `/api/roommates?q=${k}&sort=compatibility&cursor=${encodeURIComponent(first.body.next_cursor ?? "")}`,
      { cookie: me.cookie },
    );
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: "invalid_cursor", field: "cursor" });
    for (const bad of [
      "nope",
      Buffer.from('{"s":"newest","t":"2026-13-45 25:61:61","i":"x"}').toString("base64url"),
    ]) {
      const res = await t.request<ApiErrorBody>(`/api/roommates?q=${k}&sort=newest&cursor=${bad}`, {
        cookie: me.cookie,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_cursor");
    }
    const second = await t.request<RoommatesList>(
      `/api/roommates?q=${k}&sort=newest&cursor=${encodeURIComponent(first.body.next_cursor ?? "")}`,
      { cookie: me.cookie },
    );
    expect(second.body).toMatchObject({ next_cursor: null });
    expect(second.body.roommates).toHaveLength(1);
  });
});

describe("connect requests", () => {
  it("sends, notifies the receiver, shows both sides' states, and refuses self and duplicates", async () => {
    const k = tag();
    const a = await person(t, "Alex", "student", { profile: { bio: k } });
    const b = await person(t, "Blair", "student", { profile: { bio: k } });

    const self = await send<ApiErrorBody>(a, a.id);
    expect(self.status).toBe(422);
    expect(self.body.error.code).toBe("self_connect");
    expect((await send(a, "no-such-user")).status).toBe(404);
    expect((await send(a, (await person(t, "Sam", "landlord")).id)).status).toBe(404);

    const res = await send(a, b.id, "  Fancy sharing in Fallowfield? ");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sender_id: a.id,
      receiver_id: b.id,
      status: "pending",
      message: "Fancy sharing in Fallowfield?",
    });
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(note).toMatchObject({ type: "connect_request" });
    expect(note?.data).toMatchObject({ sender_id: a.id, sender_name: expect.stringContaining("Alex") });

    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const dup = await send<ApiErrorBody>(from, to.id);
      expect(dup.status).toBe(409);
      expect(dup.body.error.code).toBe("connect_request_duplicate");
    }

    expect((await roommates(a, `q=${k}`))[0]).toMatchObject({ user_id: b.id, connect_state: "request_sent" });
    expect((await roommates(b, `q=${k}`))[0]).toMatchObject({
      user_id: a.id,
      connect_state: "pending_response",
      connect_request: { id: res.body.id },
    });

    const aLists = await t.request<ConnectRequestsList>("/api/roommates/requests", { cookie: a.cookie });
    expect(aLists.body.received).toEqual([]);
    expect(aLists.body.sent).toEqual([
      expect.objectContaining({ id: res.body.id, receiver: expect.objectContaining({ user_id: b.id }) }),
    ]);
    const bLists = await t.request<ConnectRequestsList>("/api/roommates/requests", { cookie: b.cookie });
    expect(bLists.body.received).toEqual([
      expect.objectContaining({
        id: res.body.id,
        sender: expect.objectContaining({ user_id: a.id, display_name: expect.stringContaining("Alex") }),
      }),
    ]);
  });

  it("only the receiver answers (others 404), only pending; accepted enables Message", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    const c = await person(t, "Sam");
    const req = (await send(a, b.id)).body;

    expect((await respond(a, req.id, "accept")).status).toBe(404);
    expect((await respond(c, req.id, "accept")).status).toBe(404);
    const early = await t.request(`/api/roommates/${b.id}/message`, { method: "POST", cookie: a.cookie });
    expect(early.status).toBe(403);

    const ok = await respond(b, req.id, "accept");
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("accepted");
    const again = await respond<ApiErrorBody>(b, req.id, "reject");
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("request_not_pending");
    const aNotes = await t.db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(aNotes).toEqual([
      expect.objectContaining({ type: "connect_request", title: "Connect request accepted" }),
    ]);

    const dup = await send(b, a.id);
    expect(dup.status).toBe(409);
    const profile = await t.request<ProfileDetail>(`/api/profiles/${b.id}`, { cookie: a.cookie });
    expect(profile.body.connect_state).toBe("message");

    const chat = await t.request<StartRoommateChatResult>(`/api/roommates/${b.id}/message`, {
      method: "POST",
      cookie: a.cookie,
    });
    expect(chat.status).toBe(200);
    expect(chat.body.created).toBe(true);
    const back = await t.request(`/api/roommates/${a.id}/message`, { method: "POST", cookie: b.cookie });
    expect(back.body).toEqual({ conversation_id: chat.body.conversation_id, created: false });
    const parts = await t.db
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, chat.body.conversation_id));
    expect(parts.map((p) => p.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it("a rejected pair offers Connect Again, which reuses the one row as a pending request from the new sender", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    const req = (await send(a, b.id)).body;
    expect((await respond(b, req.id, "reject")).status).toBe(200);
    expect(
      (await t.request<ProfileDetail>(`/api/profiles/${b.id}`, { cookie: a.cookie })).body.connect_state,
    ).toBe("connect_again");
    expect(
      (await t.request<ProfileDetail>(`/api/profiles/${a.id}`, { cookie: b.cookie })).body.connect_state,
    ).toBe("connect_again");

    const again = await send(b, a.id, "Changed my mind");
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({
      id: req.id,
      sender_id: b.id,
      receiver_id: a.id,
      status: "pending",
      message: "Changed my mind",
    });
    const rows = await t.db.select().from(connectRequests).where(eq(connectRequests.id, req.id));
    expect(rows).toHaveLength(1);
    expect(
      (await t.request<ProfileDetail>(`/api/profiles/${b.id}`, { cookie: a.cookie })).body.connect_state,
    ).toBe("pending_response");
  });

  it("simultaneous A→B and B→A leave one row", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Sam");
    const results = await Promise.all([
      send<ApiErrorBody>(a, b.id),
      send<ApiErrorBody>(b, a.id),
      send<ApiErrorBody>(a, b.id),
      send<ApiErrorBody>(b, a.id),
    ]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 409 && r.body.error.code === "connect_request_duplicate"),
    ).toHaveLength(3);
    const rows = await t.db.select().from(connectRequests).where(eq(connectRequests.senderId, a.id));
    const rowsB = await t.db.select().from(connectRequests).where(eq(connectRequests.senderId, b.id));
    expect(rows.length + rowsB.length).toBe(1);
  });
});
