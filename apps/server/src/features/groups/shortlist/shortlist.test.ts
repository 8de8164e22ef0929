import type { Shortlist } from "@roost/shared/contracts/group-shortlist.ts";
import { SHORTLIST_COMMENT_MAX } from "@roost/shared/domain/group-shortlist.ts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { groupShortlistVotes, jobs, notifications, properties } from "../../../db/schema.ts";
import { listenToBus } from "../../../test/bus-listener.ts";
import { insertProperty, type Person, person } from "../../../test/fixtures.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { SHORTLIST_DIGEST, shortlistDigestJob } from "./shortlist-digest.ts";
import { shortlistKit } from "./shortlist-test-kit.ts";

// The group shortlist (decision 060) through the API, against PostgreSQL: members add homes and
// vote once each, the score and "Everyone's in" follow the current members, and nobody outside the
// group reads or changes anything.

let landlord: Person;
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "shortlist-landlord", "landlord");
});

const { path, read, add, vote, groupOf } = shortlistKit(
  () => t,
  () => landlord,
);

describe("adding homes", () => {
  it("any member adds a home once, and every member reads who added it", async () => {
    const { leader, members, group, home } = await groupOf(2);
    const [ann] = members;
    const first = await add(ann, group.id, home.id);
    expect(first.status).toBe(200);
    expect(first.body.homes).toHaveLength(1);
    expect(first.body.homes[0]).toMatchObject({
      added_by: ann.name,
      score: 0,
      everyones_in: false,
      my_vote: null,
    });
    expect(first.body.homes[0]?.property.id).toBe(home.id);
    // Adding it again, by anyone, changes nothing.
    expect((await add(leader, group.id, home.id)).body.homes).toHaveLength(1);
    expect((await read(leader, group.id)).body.homes[0]?.added_by).toBe(ann.name);
  });

  it("keeps a home that was let or withdrawn since, with its status", async () => {
    const { leader, group, home } = await groupOf(1);
    await add(leader, group.id, home.id);
    await t.db.update(properties).set({ status: "let_agreed" }).where(eq(properties.id, home.id));
    expect((await read(leader, group.id)).body.homes[0]?.property.status).toBe("let_agreed");
  });

  it("refuses a draft the member cannot see", async () => {
    const { leader, group } = await groupOf(1);
    const draft = await insertProperty(t.db, landlord.id, { status: "draft" });
    expect((await add(leader, group.id, draft.id)).status).toBe(404);
  });

  it("takes a home off for the member who added it or the leader, not for another member", async () => {
    const { leader, members, group, home } = await groupOf(2);
    const [ann, bob] = members;
    await add(ann, group.id, home.id);
    const byBob = await t.request(path(group.id, home.id), { cookie: bob.cookie, method: "DELETE" });
    expect(byBob.status).toBe(403);
    const byLeader = await t.request<Shortlist>(path(group.id, home.id), {
      cookie: leader.cookie,
      method: "DELETE",
    });
    expect(byLeader.body.homes).toEqual([]);
  });
});

describe("voting", () => {
  it("records each member's vote once when all vote at the same moment, and marks Everyone's in", async () => {
    const { leader, members, group, home } = await groupOf(3);
    await add(leader, group.id, home.id);
    const answers = await Promise.all(
      [leader, ...members].flatMap((m) => [
        vote(m, group.id, home.id, "maybe"),
        vote(m, group.id, home.id, "yes"),
      ]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await t.db
      .select()
      .from(groupShortlistVotes)
      .where(eq(groupShortlistVotes.propertyId, home.id));
    expect(rows).toHaveLength(4);
    const { body } = await read(leader, group.id);
    expect(body.homes[0]?.votes).toHaveLength(4);
    // Then every member says yes: the home is everyone's.
    await Promise.all([leader, ...members].map((m) => vote(m, group.id, home.id, "yes")));
    expect((await read(leader, group.id)).body.homes[0]).toMatchObject({ score: 8, everyones_in: true });
  });

  it("orders homes by score, a no outweighing a yes and a maybe", async () => {
    const { leader, members, group, home } = await groupOf(1);
    const [ann] = members;
    const other = await insertProperty(t.db, landlord.id);
    await add(leader, group.id, home.id);
    await add(leader, group.id, other.id);
    await vote(leader, group.id, home.id, "yes");
    await vote(ann, group.id, home.id, "no");
    await vote(leader, group.id, other.id, "maybe");
    const { body } = await vote(ann, group.id, other.id, "yes", "Big garden");
    expect(body.homes.map((h) => [h.property.id, h.score])).toEqual([
      [other.id, 3],
      [home.id, 0],
    ]);
    expect(body.homes[0]?.votes.find((v) => v.user_id === ann.id)).toMatchObject({ reason: "Big garden" });
    expect(body.homes[0]?.my_vote).toBe("yes");
  });

  it("refuses a vote with a reason of two lines, or an unknown vote", async () => {
    const { leader, group, home } = await groupOf(1);
    await add(leader, group.id, home.id);
    expect((await vote(leader, group.id, home.id, "yes", "one\ntwo")).status).toBe(400);
    expect((await vote(leader, group.id, home.id, "perhaps")).status).toBe(400);
  });

  it("a member who leaves takes their votes; Everyone's in then counts those who stay", async () => {
    const { leader, members, group, home } = await groupOf(2);
    const [ann, bob] = members;
    await add(leader, group.id, home.id);
    await vote(leader, group.id, home.id, "yes");
    await vote(ann, group.id, home.id, "yes");
    await vote(bob, group.id, home.id, "no");
    await t.request(path(group.id, home.id, "/comments"), {
      cookie: bob.cookie,
      body: { body: "Too far out" },
    });
    expect((await read(leader, group.id)).body.homes[0]).toMatchObject({ score: 2, everyones_in: false });

    const left = await t.request(`/api/groups/${group.id}/leave`, { cookie: bob.cookie, body: {} });
    expect(left.status).toBe(200);
    const { body } = await read(leader, group.id);
    expect(body.homes[0]).toMatchObject({ score: 4, everyones_in: true });
    expect(body.homes[0]?.votes.map((v) => v.user_id).sort()).toEqual([leader.id, ann.id].sort());
    expect(body.homes[0]?.comments.map((c) => [c.author, c.body])).toEqual([
      ["Former member", "Too far out"],
    ]);
    expect(body.member_count).toBe(2);
  });
});

describe("comments", () => {
  it("are short notes in the home's row", async () => {
    const { leader, members, group, home } = await groupOf(1);
    const [ann] = members;
    await add(leader, group.id, home.id);
    const comment = (body: string) =>
      t.request<Shortlist>(path(group.id, home.id, "/comments"), { cookie: ann.cookie, body: { body } });
    expect((await comment("x".repeat(SHORTLIST_COMMENT_MAX + 1))).status).toBe(400);
    expect((await comment("  ")).status).toBe(400);
    const { body } = await comment("Is the box room a double?");
    expect(body.homes[0]?.comments).toMatchObject([
      { author: ann.name, mine: true, body: "Is the box room a double?" },
    ]);
    expect((await read(leader, group.id)).body.homes[0]?.comments[0]?.mine).toBe(false);
  });
});

describe("live", () => {
  it("tells every other member of each change, and nobody else", async () => {
    const { leader, members, group, home } = await groupOf(2);
    const [ann, bob] = members;
    const outsider = await person(t, "outsider");
    const bus = await listenToBus(t);
    const { heard } = bus;
    try {
      await add(ann, group.id, home.id);
      await expect
        .poll(() => heard.filter((h) => h.endsWith("group_changed")).sort())
        .toEqual([`user:${leader.id} group_changed`, `user:${bob.id} group_changed`].sort());
      expect(heard.some((h) => h.includes(outsider.id) || h.includes(ann.id))).toBe(false);
    } finally {
      await bus.stop();
    }
  });
});

describe("requesting a viewing from the shortlist", () => {
  it("is the leader's, in one step; every member then reads the deal's stage on the row", async () => {
    const { leader, members, group, home } = await groupOf(1);
    const [ann] = members;
    await add(ann, group.id, home.id);
    const request = (who: Person) =>
      t.request<Shortlist>(path(group.id, home.id, "/request-viewing"), { cookie: who.cookie, body: {} });
    const byMember = await request(ann);
    expect(byMember.status).toBe(403);
    expect(JSON.stringify(byMember.body)).toContain("Only group leader can perform this action");
    expect((await read(ann, group.id)).body.homes[0]?.deal).toBeNull();

    const asked = await request(leader);
    expect(asked.status).toBe(200);
    expect(asked.body.i_lead).toBe(true);
    const deal = asked.body.homes[0]?.deal;
    expect(deal?.stage).toBe("request_viewing");
    const seen = await read(ann, group.id);
    expect(seen.body.i_lead).toBe(false);
    expect(seen.body.homes[0]?.deal).toEqual(deal);
    // The same enquiry the deal flow uses: the member can open it.
    expect(
      (await t.request(`/api/conversations/${deal?.conversation_id}/deal`, { cookie: ann.cookie })).status,
    ).toBe(200);

    const again = await request(leader);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain("Viewing already requested");
  });
});

describe("notifications", () => {
  it("batch each window's changes into one notification per member, of what the others did", async () => {
    const { leader, members, group, home } = await groupOf(2);
    const [ann, bob] = members;
    const other = await insertProperty(t.db, landlord.id);
    await add(ann, group.id, home.id);
    await add(ann, group.id, other.id);
    await vote(bob, group.id, home.id, "yes");
    const digests = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, SHORTLIST_DIGEST), sql`${jobs.payload}->>'groupId' = ${group.id}`));
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest?.runAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const run = () =>
      shortlistDigestJob({
        deps: t.deps,
        payload: digest?.payload ?? {},
        job: { id: digest?.id ?? 0, name: SHORTLIST_DIGEST, attempt: 1 },
        now: t.clock.now(),
      });
    await run();
    await run(); // a retried job tells nobody twice
    const messages = async (who: Person) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, who.id), eq(notifications.type, "shortlist")))
      ).map((n) => n.message);
    expect(await messages(leader)).toEqual([`${ann.name} added 2 homes to the shortlist · 1 new vote`]);
    expect(await messages(ann)).toEqual(["1 new vote"]);
    expect(await messages(bob)).toEqual([`${ann.name} added 2 homes to the shortlist`]);
  });
});

describe("who may see it", () => {
  it("answers 404 to a student outside the group and to a landlord, for reading and for every change", async () => {
    const { leader, group, home } = await groupOf(1);
    await add(leader, group.id, home.id);
    for (const outsider of [await person(t, "outsider"), landlord]) {
      expect((await read(outsider, group.id)).status).toBe(404);
      expect((await add(outsider, group.id, home.id)).status).toBe(404);
      expect((await vote(outsider, group.id, home.id, "no")).status).toBe(404);
      const commented = await t.request(path(group.id, home.id, "/comments"), {
        cookie: outsider.cookie,
        body: { body: "Hello" },
      });
      expect(commented.status).toBe(404);
    }
    expect((await read(leader, group.id)).body.homes[0]?.votes).toEqual([]);
  });
});
