import {
  atPath,
  expect,
  horizontalOverflow,
  newUserViaApi,
  onEachScreen,
  settleForScreenshot,
  test,
  toast,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

// Two browsers (decision 024): a group leader invites a student from the roommates page; the
// student's notification arrives live, opens the group by id with its current code (renewed after
// the invite was sent) and the student joins. Screenshots of the new UI at 1280 and 390 px.

test("a leader invites a student, who opens the group_invite notification and joins", async ({
  page: leader,
  openSecondBrowser,
}) => {
  test.slow();
  const student = await openSecondBrowser();
  const suffix = uniqueWord();
  await newUserViaApi(leader, { firstName: "Lena", lastName: suffix, type: "Student" });
  const invitee = await newUserViaApi(student, { firstName: "Ivo", lastName: suffix, type: "Student" });
  const groupName = `Wilmslow Road ${suffix}`;
  const created = await leader.request.post("/api/groups", { data: { name: groupName, max_members: 4 } });
  expect(created.ok()).toBe(true);
  const group = (await created.json()) as { id: string; invite_code: string };
  watchRealtime(student);

  // The student waits on the notifications page: the invite arrives live.
  await student.goto("/notifications");
  await expect(student.getByRole("heading", { level: 1 })).toHaveText("Notifications");

  // The leader finds the student on the roommates page and invites them from the card.
  await leader.goto(`/roommates?q=${suffix}`);
  const card = leader
    .getByRole("region", { name: "Students" })
    .getByRole("listitem")
    .filter({ hasText: invitee.name });
  await expect(card).toHaveCount(1);
  await onEachScreen(leader, async (width) => {
    await expect(card.getByRole("button", { name: `Invite ${invitee.name} to ${groupName}` })).toBeVisible();
    await settleForScreenshot(leader);
    await card.screenshot({ path: `test-results/screens/invite-card-${width}.png` });
    expect(await horizontalOverflow(leader), `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  });
  await card.getByRole("button", { name: `Invite ${invitee.name} to ${groupName}` }).click();
  await expect(toast(leader, `Invite sent to ${invitee.name}!`)).toBeVisible();
  // A second invite is refused with a clear message.
  await card.getByRole("button", { name: `Invite ${invitee.name} to ${groupName}` }).click();
  await expect(toast(leader, "Invite already sent")).toBeVisible();

  // The code rotates after the invite was sent: the student must still get in.
  const renewed = await leader.request.post(`/api/groups/${group.id}/invite-code`);
  expect(renewed.ok()).toBe(true);

  const notification = student.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(`Lena ${suffix} invited you to join ${groupName}`);
  await expect(notification).toContainText("Group invites");
  await notification.getByRole("button").first().click();
  await expect(student).toHaveURL(atPath(`/groups?invite=${group.id}`));
  const dialog = student.getByRole("dialog", { name: `Join ${groupName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Lena ${suffix} invited you to this group.`);
  await expect(dialog).toContainText("1 / 4 members");
  await onEachScreen(student, async (width) => {
    await settleForScreenshot(student);
    await student.screenshot({ path: `test-results/screens/invite-dialog-${width}.png` });
  });
  await dialog.getByRole("button", { name: "Join Group" }).click();
  await expect(toast(student, `Joined group successfully! Welcome to ${groupName}!`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(student).toHaveURL(atPath("/groups"));
  await expect(
    student.getByRole("region", { name: "My Groups" }).getByRole("heading", { name: groupName }),
  ).toBeVisible();

  // Now in a group: the leader's card no longer offers the invite.
  await leader.reload();
  await expect(card.getByText(invitee.name)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Invite / })).toHaveCount(0);
});
