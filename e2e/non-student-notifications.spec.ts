import {
  atPath,
  expect,
  expectRealtimeSubscribed,
  header,
  markDocument,
  newUserViaApi,
  onEachScreen,
  type Page,
  publishListing,
  test,
  uniqueWord,
  watchRealtime,
} from "./fixtures.ts";

// Decision 034: a landlord has no /notifications page, so the header bell opens a popover and the
// dashboard lists the notifications. A student's enquiry reaches both live, without a reload.

const bell = (page: Page, name: string) => header(page).getByRole("button", { name, exact: true });
const dashboardSection = (page: Page) => page.getByRole("region", { name: "Notifications", exact: true });

test("a student's enquiry reaches the landlord's bell and dashboard live", async ({
  page: landlord,
  openSecondBrowser,
}) => {
  watchRealtime(landlord);
  await newUserViaApi(landlord, { firstName: "Lena", lastName: uniqueWord(), type: "Landlord" });
  const street = `${Math.floor(Math.random() * 900) + 10} Ladybarn Lane`;
  const propertyId = await publishListing(landlord, street);

  // The landlord waits on the dashboard: the bell and the section say there is nothing yet.
  await landlord.goto("/dashboard");
  const section = dashboardSection(landlord);
  await expect(section.getByText("No notifications yet")).toBeVisible();
  await expect(bell(landlord, "Notifications")).toBeVisible();
  await expectRealtimeSubscribed(landlord, "user:");
  const landlordDocument = await markDocument(landlord);

  // A student messages the landlord about the home.
  const student = await openSecondBrowser();
  const me = await newUserViaApi(student, {
    firstName: "Sofia",
    lastName: uniqueWord(),
    type: "Student",
    university: "University of Manchester",
  });
  await student.goto(`/property/${propertyId}`);
  await student.getByRole("button", { name: "Message landlord" }).click();
  await student.waitForURL(/\/inquiries\/[0-9a-f-]{36}$/);
  const conversationId = new URL(student.url()).pathname.split("/").pop() as string;
  const composer = student.getByRole("textbox", { name: "Message", exact: true });
  await composer.fill("Hello, could we view the house next week?");
  await composer.press("Enter");
  await expect(composer).toHaveValue("");

  // Live on the landlord's side: the badge counts it and the dashboard lists it.
  await expect(bell(landlord, "Notifications, 1 unread")).toBeVisible();
  const listed = section.getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`New message from ${me.name}`);
  await expect(listed).toContainText("could we view the house next week?");
  await expect(listed).toContainText("(unread)");
  await expect(section.getByText("1 unread")).toBeVisible();
  await landlordDocument();

  // The popover lists it too, at laptop and phone width.
  await onEachScreen(landlord, async (width) => {
    await section.screenshot({
      path: `test-results/screens/non-student-dashboard-notifications-${width}.png`,
    });
    await landlord.evaluate(() => window.scrollTo(0, 0));
    await bell(landlord, "Notifications, 1 unread").click();
    const popover = landlord.getByRole("dialog", { name: "Notifications", exact: true });
    await expect(popover.getByRole("listitem")).toContainText(`New message from ${me.name}`);
    await landlord.screenshot({ path: `test-results/screens/non-student-bell-popover-${width}.png` });
    await landlord.keyboard.press("Escape");
    await expect(popover).toHaveCount(0);
  });

  // Opening it from the popover marks it read and goes to the enquiry.
  await bell(landlord, "Notifications, 1 unread").click();
  await landlord
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("button", { name: new RegExp(`^New message from ${me.name}`) })
    .click();
  await expect(landlord).toHaveURL(atPath(`/inquiries/${conversationId}`));
  await expect(bell(landlord, "Notifications")).toBeVisible();
  await expect(landlord.getByRole("dialog", { name: "Notifications", exact: true })).toHaveCount(0);

  // /notifications stays student-only (§2): the landlord is sent home.
  await landlord.goto("/notifications");
  await expect(landlord).toHaveURL(atPath("/"));
});
