import { describe, expect, it } from "vitest";
import { runDueJobs } from "../../jobs/worker.ts";
import { createGroup, person } from "../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../test/local-smtp.ts";

const { t, smtp } = await testAppWithSmtp();

describe("removed from a group", () => {
  it("the removed member is told by email, naming the group; nobody else is", async () => {
    const leader = await person(t, "removal-leader");
    const member = await person(t, "removal-member");
    const stays = await person(t, "removal-stays");
    const group = await createGroup(t.db, leader.id, [member.id, stays.id], "Rusholme Four");
    const before = smtp.received.length;
    const res = await t.request(`/api/groups/${group.id}/members/${member.id}`, {
      method: "DELETE",
      cookie: leader.cookie,
    });
    expect(res.status).toBe(200);
    while ((await runDueJobs(t.deps)) > 0);
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.to)).toEqual([[member.email]]);
    expect(unfoldMail(mails[0]?.raw ?? "")).toContain("Subject: You are no longer a member of Rusholme Four");
  });
});
