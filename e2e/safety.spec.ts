import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import {
  DEMO,
  expect,
  newUserViaApi,
  type Page,
  settleForScreenshot,
  test,
  toasts,
  uniqueWord,
} from "./fixtures.ts";

// Safety tools in two browsers: Ada blocks Ben from their chat, Ben can no longer message her and
// sees why; Ada reports Ben and a listing, and the report email reaches the operators' mailbox.

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });
/** Phones get the whole page, so the state at the bottom of the chat is in the picture. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/safety-${name}.png`, fullPage: name.endsWith("390") });

test("a blocked user can't message the blocker; reports reach the operators", async ({
  page: ada,
  openSecondBrowser,
}) => {
  test.setTimeout(150_000); // two people, screenshots and the job worker's email
  const ben = await openSecondBrowser();
  const adaUser = await newUserViaApi(ada, { firstName: "Ada", lastName: uniqueWord(), type: "Student" });
  const benUser = await newUserViaApi(ben, { firstName: "Ben", lastName: uniqueWord(), type: "Student" });

  // Connected through a connect request, with their direct chat open.
  const request = await ben.request.post("/api/roommates/requests", {
    data: { receiver_id: adaUser.userId },
  });
  expect(request.status()).toBe(201);
  const { id: requestId } = (await request.json()) as { id: string };
  expect((await ada.request.post(`/api/roommates/requests/${requestId}/accept`)).ok()).toBe(true);
  const chat = await ben.request.post(`/api/roommates/${adaUser.userId}/message`);
  const { conversation_id: conversationId } = (await chat.json()) as { conversation_id: string };

  await ben.goto(`/messages/${conversationId}`);
  await composer(ben).fill("Hi Ada, still looking for a room?");
  await composer(ben).press("Enter");
  await expect(messageLog(ben).getByText("Hi Ada, still looking for a room?")).toBeVisible();

  // Ada blocks Ben from the chat header, after a confirmation.
  await ada.goto(`/messages/${conversationId}`);
  await expect(messageLog(ada).getByText("Hi Ada, still looking for a room?")).toBeVisible();
  await ada.getByRole("button", { name: `More actions for ${benUser.name}` }).click();
  await ada.getByRole("menuitem", { name: "Block user" }).click();
  const confirm = ada.getByRole("dialog", { name: `Block ${benUser.name}?` });
  await expect(confirm).toContainText("They won't be able to message you");
  await confirm.getByRole("button", { name: "Block user" }).click();
  await expect(toasts(ada).filter({ hasText: `${benUser.name} has been blocked` })).toBeVisible();
  await expect(ada.getByText("You blocked this user")).toBeVisible();
  await expect(composer(ada)).toHaveCount(0);
  await expect(ada.getByRole("button", { name: "Unblock" })).toBeVisible();
  for (const width of [1280, 390]) {
    await ada.setViewportSize({ width, height: 800 });
    await shot(ada, `blocker-chat-${width}`);
  }
  await ada.setViewportSize({ width: 1280, height: 800 });

  // Ben sees that he can't message Ada, and the server refuses him whatever the page does.
  await ben.reload();
  await expect(ben.getByText("You can't message this user")).toBeVisible();
  await expect(composer(ben)).toHaveCount(0);
  await shot(ben, "blocked-chat-1280");
  const refused = await ben.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { id: crypto.randomUUID(), content: "Hello?" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("cannot_message_user");
  // Nor can he send a new connect request or see her profile.
  const connect = await ben.request.post("/api/roommates/requests", {
    data: { receiver_id: adaUser.userId },
  });
  expect(connect.status()).toBe(403);
  expect((await ben.request.get(`/api/profiles/${adaUser.userId}`)).status()).toBe(404);

  // Ada reports Ben from the same menu.
  await ada.getByRole("button", { name: `More actions for ${benUser.name}` }).click();
  await ada.getByRole("menuitem", { name: "Report this user" }).click();
  const report = ada.getByRole("dialog", { name: "Report this user" });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByRole("alert")).toHaveText("Choose a reason");
  await report.getByRole("radio", { name: "Harassment or abuse" }).check();
  const details = "Kept messaging me after I said no.";
  await report.getByLabel("Details (optional)").fill(details);
  await expect(report.getByText(`${details.length}/1000`)).toBeVisible();
  for (const width of [1280, 390]) {
    await ada.setViewportSize({ width, height: 800 });
    await shot(ada, `report-dialog-${width}`);
  }
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(ada).filter({ hasText: "Thanks — our team will review this report." })).toBeVisible();
  await expect(report).toHaveCount(0);

  // The job worker emails the operators (the development mailbox shows it).
  type Mail = { to: string[]; subject: string; text: string };
  await expect
    .poll(
      async () => {
        const response = await ada.request.get("/api/dev/mailbox");
        const { messages } = (await response.json()) as { messages: Mail[] };
        return messages.filter((m) => m.text.includes(benUser.userId)).map((m) => [m.to, m.subject]);
      },
      { timeout: 15_000 },
    )
    .toEqual([[["reports@roost.local"], "Roost report: user — Harassment or abuse"]]);

  // Unblocking brings the composer back.
  await ada.setViewportSize({ width: 1280, height: 800 });
  await ada.getByRole("button", { name: "Unblock" }).click();
  await expect(toasts(ada).filter({ hasText: `${benUser.name} has been unblocked` })).toBeVisible();
  await expect(composer(ada)).toBeVisible();

  // The profile view offers the same tools; blocking there shows the blocked state instead of Message.
  await ada.goto(`/roommates?q=${encodeURIComponent(benUser.name)}`);
  const card = ada
    .getByRole("region", { name: "Students" })
    .getByRole("listitem")
    .filter({ has: ada.getByRole("heading", { name: benUser.name, exact: true, level: 3 }) });
  await card.getByRole("button", { name: `View profile of ${benUser.name}` }).click();
  const profile = ada.getByRole("dialog", { name: "Student profile" });
  await expect(profile.getByRole("button", { name: "Report this user" })).toBeVisible();
  await profile.getByRole("button", { name: "Block user" }).click();
  await ada
    .getByRole("dialog", { name: `Block ${benUser.name}?` })
    .getByRole("button", { name: "Block user" })
    .click();
  await expect(profile.getByText("You blocked this user")).toBeVisible();
  await expect(profile.getByRole("button", { name: "Message", exact: true })).toHaveCount(0);
  await shot(ada, "profile-blocked-1280");
  await profile.getByRole("button", { name: "Unblock" }).click();
  await expect(profile.getByRole("button", { name: "Message", exact: true })).toBeVisible();
  await ada.keyboard.press("Escape");

  // Ada reports one of James's listings from its page; a second report is refused.
  const james = await openSecondBrowser();
  const signIn = await james.request.post("/api/auth/dev/sign-in", { data: { email: DEMO.landlord } });
  expect(signIn.ok()).toBe(true);
  const listings = (await (await james.request.get("/api/me/properties")).json()) as {
    id: string;
    status: string;
  }[];
  const live = listings.find((p) => p.status === "published" || p.status === "available");
  expect(live).toBeTruthy();
  await ada.goto(`/property/${live?.id}`);
  await ada.getByRole("link", { name: "Report this listing" }).click();
  const listingReport = ada.getByRole("dialog", { name: "Report this listing" });
  await listingReport.getByRole("radio", { name: "Misleading or inaccurate" }).check();
  await settleForScreenshot(ada);
  await shot(ada, "report-listing-1280");
  await listingReport.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(ada).filter({ hasText: "Thanks — our team will review this report." })).toBeVisible();
  await ada.getByRole("link", { name: "Report this listing" }).click();
  await listingReport.getByRole("radio", { name: "Other" }).check();
  await listingReport.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(ada).filter({ hasText: "You have already reported this listing" })).toBeVisible();
});

test("visitors are sent to sign in before reporting a listing", async ({ page }) => {
  const search = (await (await page.request.get("/api/properties?limit=1")).json()) as {
    items: { id: string }[];
  };
  const listing = search.items[0];
  expect(listing).toBeTruthy();
  await page.goto(`/property/${listing?.id}`);
  await page.getByRole("link", { name: "Report this listing" }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fproperty%2F/);
  await expect(page.getByRole("status").filter({ hasText: "Authentication required" })).toBeVisible();
});

test("a report form opened by its address before the app came closes once the app has sent it", async ({
  page,
}) => {
  await newUserViaApi(page, { firstName: "Rae", lastName: `Reporter${uniqueWord()}`, type: "Student" });
  const search = (await (await page.request.get("/api/properties?limit=1")).json()) as {
    items: { id: string }[];
  };
  // The address the link leads to before the app has loaded; the app then holds the form open.
  await page.goto(`/property/${search.items[0]?.id}#report-listing`);
  await expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");
  const report = page.getByRole("dialog", { name: "Report this listing" });
  await report.getByRole("radio", { name: "Scam or fraud" }).check();
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(toasts(page).filter({ hasText: "Thanks — our team will review this report." })).toBeVisible();
  await expect(report).toBeHidden();
  await expect(page).not.toHaveURL(/#report-listing/);
});
