import {
  atPath,
  DEMO,
  expect,
  expectRealtimeSubscribed,
  header,
  markDocument,
  newUserViaApi,
  type Page,
  test,
  toasts,
  uniqueWord,
  useSessionOf,
  watchRealtime,
} from "./fixtures.ts";

// A student asks James (seeded landlord) about one of his live listings; both sides watch the
// inquiry change live (Pending → New Response → Read, unread counts, the student's bell), and an
// outsider cannot open the conversation.

const UUID = "[0-9a-f-]{36}";

/** A live listing of the signed-in landlord (his own listings API), to open as /property/{id}. */
async function liveListingOf(landlord: Page): Promise<{ id: string; address: string }> {
  const listings = await landlord.evaluate(async () => {
    const response = await fetch("/api/me/properties");
    return (await response.json()) as { id: string; status: string; address_line_1: string }[];
  });
  const live = listings.find((p) => p.status === "published" || p.status === "available");
  expect(live, "James has a live listing").toBeTruthy();
  return { id: live?.id ?? "", address: live?.address_line_1 ?? "" };
}

/** The inquiry row (a link to the chat) in a /inquiries list. */
const inquiryRow = (page: Page, conversationId: string) =>
  page.locator(`a[href="/inquiries/${conversationId}"]`);

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });
/** The side panel's link (a client-side navigation, so the page is not reloaded). */
const yourInquiriesLink = (page: Page) =>
  page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Your Inquiries" });

test("a student messages a landlord; both see the inquiry, replies and unread state live", async ({
  page: student,
  openSecondBrowser,
}) => {
  const landlord = await openSecondBrowser();
  watchRealtime(landlord);
  watchRealtime(student);
  await useSessionOf(landlord, DEMO.landlord);
  const me = await newUserViaApi(student, {
    firstName: "Stella",
    lastName: uniqueWord(),
    type: "Student",
    university: "University of Manchester",
  });

  // James sits on his enquiries list.
  await landlord.goto("/inquiries");
  await expect(landlord.getByRole("heading", { level: 1 })).toHaveText("Enquiries about your properties");
  await expect(landlord.getByRole("list", { name: "Enquiries about your properties" })).toBeVisible();
  const listing = await liveListingOf(landlord);
  const landlordDocument = await markDocument(landlord);

  // The student opens the listing and messages the landlord.
  await student.goto(`/property/${listing.id}`);
  await expect(student.getByRole("heading", { level: 1 })).toHaveText(listing.address);
  await student.getByRole("button", { name: "Message landlord" }).click();
  await student.waitForURL(new RegExp(`/inquiries/${UUID}$`));
  const conversationId = new URL(student.url()).pathname.split("/").pop() as string;
  await expect(student.getByText("No messages yet")).toBeVisible();
  await expect(student.getByText("Trusted Landlord")).toBeVisible();
  // James has not heard of it yet: there is no message.
  await expectRealtimeSubscribed(landlord, "user:");
  await expect(inquiryRow(landlord, conversationId)).toHaveCount(0);

  // Shift+Enter makes a new line; Enter sends.
  const box = composer(student);
  await box.fill("Hi James,");
  await box.press("Shift+Enter");
  await box.pressSequentially("is the flat still available?");
  await expect(box).toHaveValue("Hi James,\nis the flat still available?");
  await expect(messageLog(student)).toHaveCount(0); // nothing sent yet
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const firstMessage = messageLog(student).getByText("is the flat still available?");
  await expect(firstMessage).toBeVisible();
  await expect(messageLog(student).getByText("Sending…")).toHaveCount(0);
  // Sent as two lines, not two messages.
  // (Asked from the page: the API request context may reuse a socket the server has closed.)
  const stored = await student.evaluate(async (id) => {
    const response = await fetch(`/api/conversations/${id}/messages`);
    return ((await response.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
  }, conversationId);
  expect(stored).toEqual(["Hi James,\nis the flat still available?"]);

  // James's list shows the new inquiry with the student's name and the unread state, live.
  const jamesRow = inquiryRow(landlord, conversationId);
  await expect(jamesRow).toContainText(me.name);
  await expect(jamesRow).toContainText("New Response");
  await expect(jamesRow).toContainText("1 unread");
  await expect(jamesRow).toContainText("is the flat still available?");
  await landlordDocument();

  // Back on the student's list: Pending (the latest message is the student's own).
  await yourInquiriesLink(student).click();
  await expect(student).toHaveURL(atPath("/inquiries"));
  const studentRow = inquiryRow(student, conversationId);
  await expect(studentRow).toContainText("Pending");
  await expect(studentRow).toContainText("You: Hi James, is the flat still available?");
  await expect(header(student).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  const studentDocument = await markDocument(student);
  // Listening for updates, and no longer in the chat (someone in it gets no notification).
  await expectRealtimeSubscribed(student, "user:");
  await expectRealtimeSubscribed(student, `conversation:${conversationId}`, { subscribed: false });

  // James opens the enquiry (it is read for him now) and replies.
  await jamesRow.click();
  await expect(landlord).toHaveURL(atPath(`/inquiries/${conversationId}`));
  await expect(messageLog(landlord).getByText("is the flat still available?")).toBeVisible();
  await composer(landlord).fill("Yes, it is! Would Thursday at 3pm suit you for a viewing?");
  await composer(landlord).press("Enter");
  await expect(messageLog(landlord).getByText("Would Thursday at 3pm suit you")).toBeVisible();
  await expect(messageLog(landlord).getByText("Sending…")).toHaveCount(0);

  // The student sees 'New Response' live, and the bell counts the reply (the chat is not open).
  await expect(studentRow).toContainText("New Response");
  await expect(studentRow).toContainText("1 unread");
  await expect(studentRow).toContainText("Would Thursday at 3pm suit you");
  const bell = header(student).getByRole("link", { name: "Notifications, 1 unread" });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText("1");
  await studentDocument();

  // The notifications page lists the reply; Mark all read clears the badge.
  await bell.click();
  await expect(student).toHaveURL(atPath("/notifications"));
  await expect(student.getByRole("heading", { level: 1 })).toHaveText("Notifications");
  const notification = student.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText(/New message from James/);
  await expect(notification).toContainText("Would Thursday at 3pm suit you");
  await expect(notification).toContainText("(unread)");
  await expect(student.getByText("1 unread", { exact: true })).toBeVisible();
  await student.getByRole("button", { name: "Mark all read" }).click();
  await expect(student.getByText("You're all caught up")).toBeVisible();
  await expect(notification).not.toContainText("(unread)");
  await expect(header(student).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();
  await expect(header(student).getByRole("link", { name: /unread/ })).toHaveCount(0);
  // …and stays cleared after a reload (it was saved, not just hidden).
  await student.reload();
  await expect(student.getByText("You're all caught up")).toBeVisible();
  await expect(header(student).getByRole("link", { name: "Notifications", exact: true })).toBeVisible();

  // Reading notifications is not reading the chat: still 'New Response' until it is opened.
  await student.goto("/inquiries");
  await expect(studentRow).toContainText("New Response");
  const markedRead = student.waitForResponse(
    (r) => r.url().endsWith(`/api/conversations/${conversationId}/read`) && r.ok(),
  );
  await studentRow.click();
  await expect(messageLog(student).getByText("Would Thursday at 3pm suit you")).toBeVisible();
  await markedRead;
  await yourInquiriesLink(student).click();
  await expect(studentRow).toContainText("Read");
  await expect(studentRow).not.toContainText("New Response");
  await expect(studentRow).not.toContainText("unread");

  // A third person cannot open the conversation: back to /messages.
  const outsider = await openSecondBrowser();
  await newUserViaApi(outsider, { firstName: "Otto", lastName: uniqueWord(), type: "Student" });
  await outsider.goto(`/messages/${conversationId}`);
  await expect(outsider).toHaveURL(atPath("/messages"));
  await expect(toasts(outsider).filter({ hasText: "Failed to load conversation" })).toBeVisible();
  await expect(outsider.getByText("is the flat still available?")).toHaveCount(0);
});
