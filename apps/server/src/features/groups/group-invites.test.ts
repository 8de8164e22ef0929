import type { GroupInvitation, GroupInviteSent } from "@roost/shared/contracts/group-invites.ts";
import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import type { NotificationList } from "@roost/shared/contracts/notifications.ts";
import { DAY_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { GROUP_INVITE_DAYS, REMOVED_MEMBER_REQUEST_WAIT_DAYS } from "@roost/shared/domain/groups.ts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { groupMembers, groups, notifications, userBlocks } from "../../db/schema.ts";
import { createGroup, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

// `T` of these two is the answer's type the test reads: the contract's, or a refusal.
const invite = <T = GroupInviteSent>(who: Person, groupId: string, userId: string) =>
  t.request<T>(`/api/groups/${groupId}/invites/${encodeURIComponent(userId)}`, {
    method: "POST",
    cookie: who.cookie,
  });
const invitation = <T = GroupInvitation>(who: Person, groupId: string) =>
  t.request<T>(`/api/groups/${groupId}/invitation`, { cookie: who.cookie });
const invitesOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "group_invite")));

async function leaderWithGroup(members: Person[] = []) {
  const leader = await person(t, "leader");
  const group = await createGroup(
    t.db,
    leader.id,
    members.map((m) => m.id),
    "Platt Lane Crew",
  );
  return { leader, group };
}

describe("group invites (notification type group_invite, decision 024)", () => {
  it("the student gets a group_invite naming the group by id, opens it with the current code and joins", async () => {
    const { leader, group } = await leaderWithGroup();
    const student = await person(t, "invitee");
    const sent = await invite(leader, group.id, student.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ group_id: group.id, user_id: student.id });

    const [note] = await invitesOf(student.id);
    expect(note).toMatchObject({ type: "group_invite", title: "Group invite" });
    expect(note?.message).toMatch(/^leader Tester invited you to join Platt Lane Crew$/);
    expect(note?.data).toEqual({ sender_id: leader.id, sender_name: "leader Tester", group_id: group.id });
    // The code is never in the notification: codes rotate.
    expect(JSON.stringify(note)).not.toContain(group.inviteCode);
    const inDays = ((note?.expiresAt?.getTime() ?? 0) - t.clock.now().getTime()) / DAY_MS;
    expect(inDays).toBeGreaterThan(GROUP_INVITE_DAYS - 0.01);
    expect(inDays).toBeLessThanOrEqual(GROUP_INVITE_DAYS);
    const listed = await t.request<NotificationList>("/api/notifications", { cookie: student.cookie });
    expect(listed.body.notifications[0]).toMatchObject({
      type: "group_invite",
      data: { group_id: group.id },
    });

    // The leader renews the code: opening the invite fetches the new one.
    const renewed = await t.request<MyGroup>(`/api/groups/${group.id}/invite-code`, {
      method: "POST",
      cookie: leader.cookie,
    });
    expect(renewed.status).toBe(200);
    const opened = await invitation(student, group.id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: group.id,
      name: "Platt Lane Crew",
      member_count: 1,
      invite_code: renewed.body.invite_code,
      invited_by: { user_id: leader.id, display_name: "leader Tester" },
      is_member: false,
    });
    expect(opened.body.invite_code).not.toBe(group.inviteCode);

    const joined = await t.request("/api/groups/join", {
      cookie: student.cookie,
      body: { invite_code: opened.body.invite_code },
    });
    expect(joined.status).toBe(200);
    expect((await invitation(student, group.id)).body).toMatchObject({ is_member: true, member_count: 2 });
  });

  it("is used up by joining, voided by removal, and a removed member cannot rejoin by code for the wait", async () => {
    const { leader, group } = await leaderWithGroup();
    const student = await person(t, "rejoiner");
    expect((await invite(leader, group.id, student.id)).status).toBe(201);
    const code = (await invitation(student, group.id)).body.invite_code;
    const join = <T>(who: Person, inviteCode: string) =>
      t.request<T>("/api/groups/join", { cookie: who.cookie, body: { invite_code: inviteCode } });
    expect((await join(student, code)).status).toBe(200);
    expect(await invitesOf(student.id)).toEqual([]);

    const removed = await t.request(`/api/groups/${group.id}/members/${student.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(removed.status).toBe(200);
    // The old invitation no longer hands out the new code...
    const reopened = await invitation<ApiErrorBody>(student, group.id);
    expect(reopened.status).toBe(404);
    expect(reopened.body.error.code).toBe("invitation_unavailable");
    // ...and the new code, however they got it, waits out the removal like a join request.
    const [{ inviteCode: newCode }] = await t.db
      .select({ inviteCode: groups.inviteCode })
      .from(groups)
      .where(eq(groups.id, group.id));
    const back = await join<ApiErrorBody>(student, newCode);
    expect(back.status).toBe(403);
    expect(back.body.error.code).toBe("removed_from_group");
    const asked = await t.request<ApiErrorBody>(`/api/groups/${group.id}/join-requests`, {
      cookie: student.cookie,
      body: {},
    });
    expect(asked.body.error).toEqual(back.body.error);

    t.clock.advance?.(REMOVED_MEMBER_REQUEST_WAIT_DAYS * DAY_MS + MINUTE_MS);
    expect((await join(student, newCode)).status).toBe(200);
    t.clock.reset?.();
  });

  it("a removal voids an invitation sent before it", async () => {
    const { leader, group } = await leaderWithGroup();
    const member = await person(t, "invited-member");
    expect((await invite(leader, group.id, member.id)).status).toBe(201);
    await t.db.insert(groupMembers).values({ groupId: group.id, userId: member.id, role: "member" });
    expect((await invitesOf(member.id)).length).toBe(1);
    const removed = await t.request(`/api/groups/${group.id}/members/${member.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await invitesOf(member.id)).toEqual([]);
  });

  it("refuses a student already in a group, this one included, with a clear message", async () => {
    const member = await person(t, "member");
    const { leader, group } = await leaderWithGroup([member]);
    const elsewhere = await person(t, "elsewhere");
    await createGroup(t.db, (await person(t, "other-leader")).id, [elsewhere.id], "Other House");
    for (const target of [elsewhere, member, leader]) {
      const res = await invite<ApiErrorBody>(leader, group.id, target.id);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: "invitee_in_group",
        message: expect.stringContaining("This student is already in a group"),
      });
    }
    expect(await invitesOf(elsewhere.id)).toEqual([]);
  });

  it("refuses when the student blocked the leader (without saying so), or the leader blocked the student", async () => {
    const { leader, group } = await leaderWithGroup();
    const blocker = await person(t, "blocker");
    await t.db.insert(userBlocks).values({ blockerId: blocker.id, blockedId: leader.id });
    const res = await invite<ApiErrorBody>(leader, group.id, blocker.id);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "cannot_invite_user",
      message: "You can't invite this student to your group",
    });

    const blocked = await person(t, "blocked");
    await t.db.insert(userBlocks).values({ blockerId: leader.id, blockedId: blocked.id });
    const mine = await invite<ApiErrorBody>(leader, group.id, blocked.id);
    expect(mine.status).toBe(403);
    expect(mine.body.error.code).toBe("blocked_user");

    // A block with another member stops the invite too: they could not join anyway.
    const member = await person(t, "member");
    await t.db.insert(groupMembers).values({ groupId: group.id, userId: member.id, role: "member" });
    const shy = await person(t, "shy");
    await t.db.insert(userBlocks).values({ blockerId: shy.id, blockedId: member.id });
    expect((await invite<ApiErrorBody>(leader, group.id, shy.id)).body.error.code).toBe("cannot_invite_user");
    for (const u of [blocker, blocked, shy]) expect(await invitesOf(u.id)).toEqual([]);
  });

  it("only the leader invites, only students are invited, a full group and a repeat are refused", async () => {
    const member = await person(t, "member");
    const { leader, group } = await leaderWithGroup([member]);
    const student = await person(t, "student");
    const outsider = await person(t, "outsider");
    expect((await invite<ApiErrorBody>(member, group.id, student.id)).body.error.code).toBe("not_leader");
    expect((await invite(outsider, group.id, student.id)).status).toBe(404);
    const landlord = await person(t, "landlord", "landlord");
    expect((await invite(leader, group.id, landlord.id)).status).toBe(404);
    expect((await invite(leader, group.id, "no-such-user")).status).toBe(404);
    expect((await invite<ApiErrorBody>(landlord, group.id, student.id)).body.error.code).toBe(
      "students_only",
    );

    expect((await invite(leader, group.id, student.id)).status).toBe(201);
    const again = await invite<ApiErrorBody>(leader, group.id, student.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("invite_already_sent");

    await t.db.update(groups).set({ maxMembers: 2 }).where(eq(groups.id, group.id));
    const full = await invite<ApiErrorBody>(leader, group.id, (await person(t, "late")).id);
    expect(full.status).toBe(422);
    expect(full.body.error.code).toBe("group_full");
    expect(await invitesOf(student.id)).toHaveLength(1);
  });

  it("shows the group and its code only to an invited student, until the invite expires", async () => {
    const { leader, group } = await leaderWithGroup();
    const student = await person(t, "invited");
    const stranger = await person(t, "stranger");
    expect((await invitation(student, group.id)).status).toBe(404);
    expect((await invite(leader, group.id, student.id)).status).toBe(201);
    const seen = await invitation<ApiErrorBody>(stranger, group.id);
    expect(seen.status).toBe(404);
    expect(seen.body.error.code).toBe("invitation_unavailable");
    expect(JSON.stringify(seen.body)).not.toContain(group.inviteCode);
    expect((await invitation(student, group.id)).status).toBe(200);
    expect((await invitation(leader, group.id)).body).toMatchObject({ is_member: true, invited_by: null });

    t.clock.advance?.(GROUP_INVITE_DAYS * DAY_MS + 1000);
    expect((await invitation(student, group.id)).status).toBe(404);
    // An expired invite no longer counts as open: the leader may invite again.
    expect((await invite(leader, group.id, student.id)).status).toBe(201);
  });

  it("ten simultaneous invites of one student leave one notification", async () => {
    const { leader, group } = await leaderWithGroup();
    const student = await person(t, "racer");
    const results = await Promise.all(Array.from({ length: 10 }, () => invite(leader, group.id, student.id)));
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await invitesOf(student.id)).toHaveLength(1);
  });
});
