import type { Page } from "@playwright/test";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { guarantorSignatureStatement } from "@roost/shared/domain/tenancy-guarantors.ts";
import { SIGNATURE_STATEMENT, WRITTEN_STATEMENT_CONFIRMATION } from "@roost/shared/domain/tenancy-signing.ts";
import { calendarDate, ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { confirmDealThroughApi } from "./confirmed-deal.ts";
import {
  act,
  expect,
  horizontalOverflow,
  markDocument,
  newUserViaApi,
  onEachScreen,
  publishListing,
  settleForScreenshot,
  test,
  toast,
  uniqueWord,
} from "./fixtures.ts";
import { samplePdf } from "./sample-pdf.ts";

// Decision 062: after "applicant confirmed" the landlord drafts the tenancy's terms from the deal
// card; the form refuses what the rules forbid before sending; the group's leader and member see
// the tenancy arrive and change live, each with their own part; the landlord uploads the agreement
// and sends it to sign. The member names a guarantor, who gets a link in the dev mailbox and signs
// without an account; all four sign in any order, each party seeing the others' signatures arrive,
// and the signed PDF is theirs to download. The deal is confirmed through the API, which moves the
// server's clock, so this runs in the "clock-jumps" project.

test.afterEach(async ({ request }) => {
  await request.post("/api/dev/clock/reset");
});

test("the landlord drafts the terms and the agreement; the group sees them live, and all three and a guarantor sign it", async ({
  page: landlord,
  openSecondBrowser,
}) => {
  // Three people from the confirmed deal to move-in: longer than one journey's usual minute.
  test.setTimeout(150_000);
  const leader = await openSecondBrowser();
  const member = await openSecondBrowser();
  const landlordUser = await newUserViaApi(landlord, {
    firstName: "Lou",
    lastName: uniqueWord(),
    type: "Landlord",
  });
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
  await expect(landlord.getByRole("listitem", { name: leaderUser.name, exact: true })).toContainText(
    "£950 a month",
  );

  // The leader's open card shows the tenancy without a reload; their part is half the rent.
  await expect(
    leader.getByText("Tenancy terms drafted: the landlord sends the agreement to sign"),
  ).toBeVisible();
  await leaderStayed();
  await leader.getByRole("link", { name: "Open the tenancy" }).click();
  await expect(leader.getByRole("heading", { name: "Your part" })).toBeVisible();
  await expect(leader.getByRole("listitem", { name: leaderUser.name, exact: true })).toContainText(
    "£950 a month",
  );
  await expect(leader.getByRole("listitem", { name: memberUser.name, exact: true })).toHaveCount(0);
  await expect(leader.getByRole("button", { name: "Withdraw the tenancy" })).toBeVisible();

  // The member reads it too, without the leader's or landlord's buttons.
  await member.getByRole("link", { name: "Open the tenancy" }).click();
  await expect(member.getByRole("listitem", { name: memberUser.name, exact: true })).toContainText(
    "£950 a month",
  );
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
    await expect(student.getByRole("listitem", { name, exact: true })).toContainText("£900 a month");
  await memberStayed();

  // The member names a guarantor, who is emailed once there is an agreement to sign.
  const guarantorEmail = `gail.${uniqueWord().toLowerCase()}@example.org`;
  await member.getByLabel("Guarantor's full name").fill("Gail Guarantor");
  await member.getByLabel("Guarantor's email").fill(memberUser.email);
  await member.getByRole("button", { name: "Save guarantor" }).click();
  await expect(member.getByText("A guarantor is someone outside this tenancy")).toBeVisible();
  await member.getByLabel("Guarantor's email").fill(guarantorEmail);
  await member.getByRole("button", { name: "Save guarantor" }).click();
  await expect(toast(member, "Saved. They get the link when the agreement goes out to sign.")).toBeVisible();
  await expect(member.getByText("Gets the link when the agreement goes out to sign")).toBeVisible();
  await expect(landlord.getByText(guarantorEmail)).toBeVisible();
  await onEachScreen(member, async (width) => {
    await settleForScreenshot(member);
    expect(await horizontalOverflow(member)).toBe(0);
    await member.getByRole("heading", { name: "Your guarantor" }).scrollIntoViewIfNeeded();
    await member.screenshot({ path: test.info().outputPath(`tenancy-guarantor-${width}.png`) });
  });

  // The landlord uploads the agreement: a file that is no PDF is refused with what to do.
  await landlord
    .getByLabel("Upload the agreement (PDF)")
    .setInputFiles({ name: "agreement.txt", mimeType: "application/pdf", buffer: Buffer.from("Clause 1") });
  await expect(landlord.getByText("This file is not a PDF — Save the agreement as a PDF")).toBeVisible();
  await landlord.getByLabel("Upload the agreement (PDF)").setInputFiles({
    name: "Our agreement.pdf",
    mimeType: "application/pdf",
    buffer: samplePdf(["Clause 1: the parties", "Clause 2: the rent"]),
  });
  await expect(toast(landlord, "Agreement uploaded")).toBeVisible();
  await expect(landlord.getByText("Our agreement.pdf · 2 pages")).toBeVisible();
  // An assured tenancy: not sent until the landlord confirms the written statement is in it.
  await landlord.getByRole("button", { name: "Send to sign" }).click();
  await expect(landlord.getByText("An assured tenancy needs the written statement of terms")).toBeVisible();
  await landlord.getByRole("checkbox", { name: WRITTEN_STATEMENT_CONFIRMATION }).check();
  await landlord.getByRole("button", { name: "Send to sign" }).click();
  await expect(toast(landlord, "Sent to sign. Everyone is told.")).toBeVisible();

  // Each tenant's open page turns to signing; a signature needs the name and the ticked statement.
  await expect(member.getByText(`Tenancy out for signature: waiting for ${landlordUser.name}`)).toBeVisible();
  await member.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(member.getByText("Type your full name to sign")).toBeVisible();
  await expect(member.getByText("Tick the box to confirm this is your signature")).toBeVisible();
  await signAs(member, memberUser.name);
  await expect(leader.getByText(`${memberUser.name} signed on`)).toBeVisible();
  await signAs(leader, leaderUser.name);
  await expect(landlord.getByText(`${leaderUser.name} signed on`)).toBeVisible();
  await signAs(landlord, "Lou Landlord");
  for (const party of [landlord, leader, member])
    await expect(party.getByTestId("tenancy-next-step")).toHaveText(
      `Tenancy out for signature: waiting for ${memberUser.name}'s guarantor`,
    );

  // The guarantor, without an account, opens the link from their email and signs as guarantor.
  const guarantor = await openSecondBrowser();
  await signAsGuarantor(guarantor, { mailbox: member, email: guarantorEmail, tenantName: memberUser.name });

  // The last signature makes the signed PDF, which every party can download.
  for (const party of [landlord, leader, member]) {
    await expect(party.getByTestId("tenancy-next-step")).toHaveText(
      "Tenancy signed: the landlord records the Right to Rent checks",
    );
    await expect(party.getByRole("link", { name: "Download the signed agreement" })).toBeVisible();
  }
  await leaderStayed();
  const href = await member.getByRole("link", { name: "Download the signed agreement" }).getAttribute("href");
  const pdf = await member.request.get(href ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The landlord records each tenant's Right to Rent check; each tenant sees only their own.
  await recordCheck(landlord, leaderUser.name, "British or Irish passport");
  const followUp = ukIsoDate(new Date(Date.now() + 200 * DAY_MS));
  await recordCheck(landlord, memberUser.name, "A List B document (time-limited right)", followUp);
  await expect(member.getByRole("listitem", { name: `Right to Rent: ${memberUser.name}` })).toContainText(
    `follow-up due by ${calendarDate(followUp)}`,
  );
  await expect(member.getByRole("listitem", { name: `Right to Rent: ${leaderUser.name}` })).toHaveCount(0);
  await landlord.getByRole("button", { name: "Mark ready to move in" }).click();
  await expect(toast(landlord, "Ready to move in. Everyone is told.")).toBeVisible();
  for (const party of [leader, member])
    await expect(party.getByTestId("tenancy-next-step")).toHaveText("Ready to move in");
  await leaderStayed();
});

async function recordCheck(landlord: Page, occupier: string, document: string, followUp?: string) {
  const entry = landlord.getByRole("listitem", { name: `Right to Rent: ${occupier}` });
  await entry.getByRole("button", { name: "Record the check" }).click();
  await entry.getByLabel("Document checked").selectOption({ label: document });
  if (followUp) await entry.getByLabel("Follow-up check due by").fill(followUp);
  await entry.getByRole("button", { name: "Save the check" }).click();
  await expect(entry).toContainText(`${document}, checked on`);
}

/**
 * The guarantor's email is read from the dev mailbox (which answers signed-in developers: here,
 * through `mailbox`'s session); the guarantor's own browser has no account and follows its link.
 */
async function signAsGuarantor(
  guarantor: Page,
  { mailbox, email, tenantName }: { mailbox: Page; email: string; tenantName: string },
) {
  const subject = `${tenantName} asks you to be their guarantor`;
  type Mail = { to: string[]; subject: string; text: string };
  const invitation = async () => {
    const response = await mailbox.request.get("/api/dev/mailbox");
    const { messages } = (await response.json()) as { messages: Mail[] };
    return messages.find((m) => m.to.includes(email) && m.subject === subject);
  };
  await expect.poll(async () => (await invitation()) !== undefined, { timeout: 15_000 }).toBe(true);
  const link = /Read and sign the agreement: (\S+)/.exec((await invitation())?.text ?? "")?.[1] ?? "";
  await guarantor.goto(new URL(link).pathname);
  await expect(guarantor.getByRole("heading", { name: `Guarantee for ${tenantName}` })).toBeVisible();
  await expect(guarantor.getByRole("link", { name: /Download the agreement/ })).toBeVisible();
  await onEachScreen(guarantor, async (width) => {
    await settleForScreenshot(guarantor);
    expect(await horizontalOverflow(guarantor)).toBe(0);
    await guarantor.screenshot({ path: test.info().outputPath(`guarantee-${width}.png`), fullPage: true });
  });
  await guarantor.getByLabel("Your full name").fill("Gail Guarantor");
  await guarantor.getByRole("checkbox", { name: guarantorSignatureStatement(tenantName) }).check();
  await guarantor.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(guarantor.getByRole("heading", { name: "You signed as guarantor" })).toBeVisible();
}

async function signAs(party: Page, name: string) {
  await party.getByLabel("Your full name").fill(name);
  await party.getByRole("checkbox", { name: SIGNATURE_STATEMENT }).check();
  await party.getByRole("button", { name: "Sign the agreement" }).click();
  await expect(toast(party, "Signed. Everyone is told.")).toBeVisible();
}
