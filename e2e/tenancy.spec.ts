import { confirmDealThroughApi } from "./confirmed-deal.ts";
import {
  act,
  expect,
  markDocument,
  newUserViaApi,
  publishListing,
  test,
  toast,
  uniqueWord,
} from "./fixtures.ts";

// Decision 062: after "applicant confirmed" the landlord drafts the tenancy's terms from the deal
// card; the form refuses what the rules forbid before sending; the group's leader and member see
// the tenancy arrive and change live, each with their own part. The deal is confirmed through the
// API, which moves the server's clock, so this runs in the "clock-jumps" project.

test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("the landlord drafts the tenancy's terms; the group sees them and their own parts live", async ({
  page: landlord,
  openSecondBrowser,
}) => {
  const leader = await openSecondBrowser();
  const member = await openSecondBrowser();
  await newUserViaApi(landlord, { firstName: "Lou", lastName: uniqueWord(), type: "Landlord" });
  const street = `${Math.floor(Math.random() * 900) + 10} Tenancy Terrace`;
  const propertyId = await publishListing(landlord, street);
  const leaderUser = await newUserViaApi(leader, {
    firstName: "Ada",
    lastName: uniqueWord(),
    type: "Student",
  });
  const memberUser = await newUserViaApi(member, {
    firstName: "Bo",
    lastName: uniqueWord(),
    type: "Student",
  });
  const { invite_code } = await act(leader, "/api/groups", { name: `House ${uniqueWord()}` });
  await act(member, "/api/groups/join", { invite_code });
  const conversationId = await confirmDealThroughApi(leader, landlord, propertyId);

  // The group waits for the landlord, on the enquiry's deal card.
  for (const student of [leader, member]) {
    await student.goto(`/inquiries/${conversationId}`);
    await expect(student.getByText("Next, the landlord drafts the tenancy's terms here.")).toBeVisible();
  }
  const leaderStayed = await markDocument(leader);

  // The landlord drafts the terms from the card; the form starts from the advert.
  await landlord.goto(`/inquiries/${conversationId}`);
  await landlord.getByRole("link", { name: "Draft the tenancy" }).click();
  await expect(landlord.getByRole("heading", { name: "Draft the tenancy" })).toBeVisible();
  await expect(landlord.getByLabel("Rent for the whole home, a month (£)")).toHaveValue("1900");
  // £1,900 a month: five weeks' rent is £2,192.31, so £2,193 is refused before anything is sent.
  await landlord.getByLabel("Deposit (£)", { exact: true }).fill("2193");
  await landlord.getByRole("button", { name: "Draft the tenancy" }).click();
  await expect(landlord.getByText("The deposit can be at most 5 weeks' rent: £2,192")).toBeVisible();
  await expect(landlord.getByText("Choose the scheme that will protect the deposit")).toBeVisible();
  await landlord.getByLabel("Deposit (£)", { exact: true }).fill("2000");
  await landlord
    .getByLabel("Deposit protection scheme")
    .selectOption({ label: "Tenancy Deposit Scheme (TDS)" });
  await landlord.getByRole("button", { name: "Draft the tenancy" }).click();
  await expect(toast(landlord, "Tenancy terms drafted")).toBeVisible();
  await expect(landlord.getByRole("heading", { name: new RegExp(`Tenancy of ${street}`) })).toBeVisible();
  await expect(landlord.getByRole("listitem", { name: leaderUser.name })).toContainText("£950 a month");

  // The leader's open card shows the tenancy without a reload; their part is half the rent.
  await expect(
    leader.getByText("Tenancy terms drafted: the landlord sends the agreement to sign"),
  ).toBeVisible();
  await leaderStayed();
  await leader.getByRole("link", { name: "Open the tenancy" }).click();
  await expect(leader.getByRole("heading", { name: "Your part" })).toBeVisible();
  await expect(leader.getByRole("listitem", { name: leaderUser.name })).toContainText("£950 a month");
  await expect(leader.getByRole("listitem", { name: memberUser.name })).toHaveCount(0);
  await expect(leader.getByRole("button", { name: "Withdraw the tenancy" })).toBeVisible();

  // The member reads it too, without the leader's or landlord's buttons.
  await member.getByRole("link", { name: "Open the tenancy" }).click();
  await expect(member.getByRole("listitem", { name: memberUser.name })).toContainText("£950 a month");
  await expect(member.getByRole("button", { name: "Withdraw the tenancy" })).toHaveCount(0);
  await expect(member.getByRole("button", { name: "Change the terms" })).toHaveCount(0);

  // The landlord lowers the rent; both tenants' pages follow live.
  const memberStayed = await markDocument(member);
  await landlord.getByRole("button", { name: "Change the terms" }).click();
  await landlord.getByLabel("Rent for the whole home, a month (£)").fill("1800");
  await landlord.getByLabel("Rent before the start (£)").fill("1800");
  await landlord.getByRole("button", { name: "Save the terms" }).click();
  await expect(toast(landlord, "Terms saved")).toBeVisible();
  for (const [student, name] of [
    [leader, leaderUser.name],
    [member, memberUser.name],
  ] as const)
    await expect(student.getByRole("listitem", { name })).toContainText("£900 a month");
  await memberStayed();
});
