import type { Shortlist } from "@roost/shared/contracts/group-shortlist.ts";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../../db/schema.ts";
import { type Person, person } from "../../../test/fixtures.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { groupBudgetsForLandlord } from "../../deals/group-budgets.ts";
import { shortlistKit } from "./shortlist-test-kit.ts";

// How a group splits a shortlisted home (decision 061) through the API, against PostgreSQL:
// premiums any member sets, the room each member claims, the group's bills estimate, and the
// landlord's verdict on the split chosen.

let landlord: Person;
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "split-landlord", "landlord");
});

const { path, read, add, groupOf } = shortlistKit(
  () => t,
  () => landlord,
);

const setPremiums = (who: Person, groupId: string, propertyId: string, premiums: [Person, number][]) =>
  t.request<Shortlist>(path(groupId, propertyId, "/premiums"), {
    cookie: who.cookie,
    method: "PUT",
    body: { premiums: premiums.map(([member, premium]) => ({ user_id: member.id, premium })) },
  });
const claim = (who: Person, groupId: string, propertyId: string, roomIndex: number | null) =>
  t.request<Shortlist>(path(groupId, propertyId, "/room"), {
    cookie: who.cookie,
    method: "PUT",
    body: { room_index: roomIndex },
  });
const setBills = (who: Person, groupId: string, value: unknown) =>
  t.request<Shortlist>(`/api/groups/${groupId}/bills-estimate`, {
    cookie: who.cookie,
    method: "PUT",
    body: { bills_estimate: value },
  });

const ROOMS = {
  advertType: "individual_rooms" as const,
  monthlyRent: null,
  roomsData: [
    { name: "Front double", monthlyRent: 560 },
    { name: "Box room", monthlyRent: null },
    { name: "Back double", monthlyRent: 520 },
  ],
};

describe("premiums on a whole home", () => {
  it("any member sets them for everyone; every member reads them", async () => {
    const { leader, members, group, home } = await groupOf(2, { monthlyRent: 1800, deposit: 2000 });
    const [ann, bob] = members as [Person, Person];
    await add(leader, group.id, home.id);
    const set = await setPremiums(ann, group.id, home.id, [[bob, 60]]);
    expect(set.status).toBe(200);
    expect(set.body.homes[0]).toMatchObject({
      split: { premiums: { [bob.id]: 60 }, rooms: {} },
      deposit: 2000,
    });
    expect((await read(leader, group.id)).body.homes[0]?.split.premiums).toEqual({ [bob.id]: 60 });
    // The whole set each time: leaving Bob out takes his premium away.
    const cleared = await setPremiums(leader, group.id, home.id, [[ann, 25]]);
    expect(cleared.body.homes[0]?.split.premiums).toEqual({ [ann.id]: 25 });
  });

  it("refuses premiums over the rent, someone outside the group, or a room advert", async () => {
    const { leader, members, group, home } = await groupOf(1, { monthlyRent: 900 });
    const [ann] = members as [Person];
    await add(leader, group.id, home.id);
    const over = await setPremiums(leader, group.id, home.id, [
      [leader, 500],
      [ann, 401],
    ]);
    expect(over.status).toBe(422);
    expect(JSON.stringify(over.body)).toContain("The premiums come to more than the rent");
    const stranger = await person(t, "stranger");
    expect((await setPremiums(leader, group.id, home.id, [[stranger, 10]])).status).toBe(400);
    expect((await setPremiums(leader, group.id, home.id, [[ann, -5]])).status).toBe(400);
    expect((await read(leader, group.id)).body.homes[0]?.split.premiums).toEqual({});

    const rooms = await groupOf(0, ROOMS);
    await add(rooms.leader, rooms.group.id, rooms.home.id);
    expect(
      (await setPremiums(rooms.leader, rooms.group.id, rooms.home.id, [[rooms.leader, 10]])).status,
    ).toBe(422);
  });
});

describe("rooms claimed in a room advert", () => {
  it("each member claims a priced room of their own; a room claimed is nobody else's", async () => {
    const { leader, members, group, home } = await groupOf(1, ROOMS);
    const [ann] = members as [Person];
    await add(ann, group.id, home.id);
    expect((await claim(ann, group.id, home.id, 0)).body.homes[0]?.split.rooms).toEqual({ [ann.id]: 0 });
    const taken = await claim(leader, group.id, home.id, 0);
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.body)).toContain("already claimed");
    expect((await claim(leader, group.id, home.id, 1)).status).toBe(422); // no rent to claim
    expect((await claim(leader, group.id, home.id, 2)).body.homes[0]?.split.rooms).toEqual({
      [ann.id]: 0,
      [leader.id]: 2,
    });
    // Letting it go frees it.
    await claim(ann, group.id, home.id, null);
    expect((await claim(leader, group.id, home.id, 0)).body.homes[0]?.split.rooms).toEqual({
      [leader.id]: 0,
    });
  });

  it("two members claiming one room at the same moment: one gets it", async () => {
    const { leader, members, group, home } = await groupOf(1, ROOMS);
    const [ann] = members as [Person];
    await add(ann, group.id, home.id);
    const answers = await Promise.all([
      claim(ann, group.id, home.id, 2),
      claim(leader, group.id, home.id, 2),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(Object.values((await read(ann, group.id)).body.homes[0]?.split.rooms ?? {})).toEqual([2]);
  });

  it("a member who leaves lets their room go", async () => {
    const { leader, members, group, home } = await groupOf(1, ROOMS);
    const [ann] = members as [Person];
    await add(ann, group.id, home.id);
    await claim(ann, group.id, home.id, 0);
    expect((await t.request(`/api/groups/${group.id}/leave`, { cookie: ann.cookie, body: {} })).status).toBe(
      200,
    );
    expect((await read(leader, group.id)).body.homes[0]?.split.rooms).toEqual({});
  });
});

describe("the group's bills estimate", () => {
  it("any member sets it or goes back to the default; bad amounts are refused", async () => {
    const { leader, members, group } = await groupOf(1);
    const [ann] = members as [Person];
    expect((await setBills(ann, group.id, 85)).body.bills_estimate).toBe(85);
    expect((await read(leader, group.id)).body.bills_estimate).toBe(85);
    for (const bad of [-1, 12.5, 100_000, "80"])
      expect((await setBills(ann, group.id, bad)).status).toBe(400);
    expect((await setBills(leader, group.id, null)).body.bills_estimate).toBeNull();
  });
});

describe("the landlord's verdict follows the split", () => {
  it("judges each member on the share the group chose", async () => {
    const { leader, members, group, home } = await groupOf(2, { monthlyRent: 1800 });
    const [ann, bob] = members as [Person, Person];
    await t.db
      .update(profiles)
      .set({ budgetMax: 620 })
      .where(inArray(profiles.userId, [leader.id, ann.id, bob.id]));
    await add(leader, group.id, home.id);
    expect((await groupBudgetsForLandlord(t.db, group.id, home.id))?.verdict).toBe("covers");
    await setPremiums(ann, group.id, home.id, [[bob, 90]]); // Bob: £570 + £90 = £660
    expect((await groupBudgetsForLandlord(t.db, group.id, home.id))?.verdict).toBe("short");
  });
});

describe("who may change it", () => {
  it("answers 404 to anyone outside the group", async () => {
    const { leader, group, home } = await groupOf(0, { monthlyRent: 1000 });
    await add(leader, group.id, home.id);
    for (const outsider of [await person(t, "outsider"), landlord]) {
      expect((await setPremiums(outsider, group.id, home.id, [])).status).toBe(404);
      expect((await claim(outsider, group.id, home.id, null)).status).toBe(404);
      expect((await setBills(outsider, group.id, 50)).status).toBe(404);
    }
    expect((await read(leader, group.id)).body.bills_estimate).toBeNull();
  });
});
