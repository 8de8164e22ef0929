import type { DiscoverGroups, MyGroups } from "@roost/shared/contracts/groups.ts";
import type { ProfileDetail } from "@roost/shared/contracts/roommates.ts";
import { describe, expect, it } from "vitest";
import { listenToBus } from "../../test/bus-listener.ts";
import { createGroup, ok, person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";

// Each member's own budget_max reaches fellow members, for what each housemate would pay
// (decision 038), and nobody else: not a student outside the group, not the public profile's group.

const t = useTestApp();

describe("members' budgets", () => {
  it("fellow members see each member's budget_max, null when not given", async () => {
    const sam = await person(t, "Sam", "student", { profile: { budgetMax: 440 } });
    const alex = await person(t, "Alex", "student", { profile: { budgetMax: 520 } });
    const jo = await person(t, "Jo");
    await createGroup(t.db, sam.id, [alex.id, jo.id]);

    const { body } = ok(await t.request<MyGroups>("/api/groups/mine", { cookie: alex.cookie }));
    const budgets = Object.fromEntries(body.groups[0]?.members.map((m) => [m.user_id, m.budget_max]) ?? []);
    expect(budgets).toEqual({ [sam.id]: 440, [alex.id]: 520, [jo.id]: null });
  });

  it("a student outside the group never sees them, in discovery or on a member's profile", async () => {
    const sam = await person(t, "Sam", "student", { profile: { budgetMax: 431 } });
    const alex = await person(t, "Alex", "student", { profile: { budgetMax: 577 } });
    const group = await createGroup(t.db, sam.id, [alex.id], "Budget Secret House");
    const outsider = await person(t, "Olive");

    const discover = ok(await t.request<DiscoverGroups>("/api/groups/discover", { cookie: outsider.cookie }));
    expect(discover.body.groups.some((g) => g.id === group.id)).toBe(true);
    const profile = ok(
      await t.request<ProfileDetail>(`/api/profiles/${alex.id}`, { cookie: outsider.cookie }),
    );
    for (const text of [JSON.stringify(discover.body), JSON.stringify(profile.body.group)]) {
      expect(text).not.toMatch(/"budget_max":(431|577)\b/);
    }
    const mine = ok(await t.request<MyGroups>("/api/groups/mine", { cookie: outsider.cookie }));
    expect(mine.body.groups).toEqual([]);
  });

  it("a member's new budget tells the other members' browsers to read the group again, and only then", async () => {
    const sam = await person(t, "Sam", "student", { profile: { budgetMax: 440 } });
    const alex = await person(t, "Alex");
    const jo = await person(t, "Jo");
    await createGroup(t.db, sam.id, [alex.id, jo.id]);
    const loner = await person(t, "Lone", "student", { profile: { budgetMax: 500 } });

    const bus = await listenToBus(t);
    const { heard } = bus;
    try {
      const patch = (who: { cookie: string }, budget_max: number) =>
        t.request("/api/me/profile", { method: "PATCH", cookie: who.cookie, body: { budget_max } });
      ok(await patch(sam, 440)); // unchanged: nothing to tell
      ok(await patch(loner, 650)); // in no group: nobody to tell
      ok(await patch(sam, 480));
      await expect
        .poll(() => heard.filter((h) => h.endsWith("group_changed")).sort())
        .toEqual([`user:${alex.id} group_changed`, `user:${jo.id} group_changed`].sort());
    } finally {
      await bus.stop();
    }
  });
});
