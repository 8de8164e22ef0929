import { APP_READY_ATTRIBUTE } from "@roost/shared/contracts/server-rendering.ts";
import {
  accountMenu,
  DEMO,
  expect,
  header,
  newUserViaApi,
  type Page,
  test,
  toast,
  uniqueWord,
  useSessionOf,
} from "./fixtures.ts";

// What a student does without a connection is kept on the device in IndexedDB (decision 066) and
// reaches the server once the connection is back: a chat message (shown waiting meanwhile, stored
// once even when it is sent again), a message left behind in a closed page, and a favourite. The
// landlord's side shows each message exactly once. What still waits goes with the person who signs out.

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

/** A live listing of James (the seeded landlord), through his own listings API. */
async function jamesListing(landlord: Page): Promise<string> {
  const response = await landlord.request.get("/api/me/properties");
  const listings = (await response.json()) as { id: string; status: string }[];
  const live = listings.find((p) => p.status === "published" || p.status === "available");
  expect(live, "James has a live listing").toBeTruthy();
  return live?.id ?? "";
}

/** James signed in in a second browser, and a new student's enquiry about one of his listings. */
async function enquiryToJames(
  student: Page,
  openSecondBrowser: () => Promise<Page>,
): Promise<{ landlord: Page; conversationId: string; userId: string }> {
  const landlord = await openSecondBrowser();
  await useSessionOf(landlord, DEMO.landlord);
  const me = await newUserViaApi(student, { firstName: "Olive", lastName: uniqueWord(), type: "Student" });
  const started = await student.request.post(`/api/properties/${await jamesListing(landlord)}/inquiry`, {
    data: {},
  });
  expect(started.ok()).toBe(true);
  const { conversation_id } = (await started.json()) as { conversation_id: string };
  return { landlord, conversationId: conversation_id, userId: me.userId };
}

/** The queued entries this page's IndexedDB holds (the offline store's keys). */
function queuedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it, without the app's object store.
    if (!(await indexedDB.databases()).some((db) => db.name === "roost-offline")) return [];
    return new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open("roost-offline");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const keys = db.transaction("queues").objectStore("queues").getAllKeys();
        keys.onsuccess = () => {
          resolve(keys.result.map(String));
          db.close();
        };
        keys.onerror = () => reject(keys.error);
      };
    });
  });
}

/**
 * The app has taken over the page. The connection drops only after it: without the service worker
 * (blocked in journeys) a page cannot load offline, and before hydration a tap is the server's form.
 */
const appReady = (page: Page) => expect(page.locator("#root")).toHaveAttribute(APP_READY_ATTRIBUTE, "");

/** How many times `text` stands in the chat's message log (exactly, as a whole message). */
const timesShown = (page: Page, text: string) => messageLog(page).getByText(text, { exact: true }).count();

test("a message written offline waits, then is delivered once; one left in a closed page is sent by the next", async ({
  page: student,
  openSecondBrowser,
}) => {
  const { landlord, conversationId, userId } = await enquiryToJames(student, openSecondBrowser);

  await student.goto(`/inquiries/${conversationId}`);
  await appReady(student);
  await landlord.goto(`/inquiries/${conversationId}`);
  await expect(landlord.getByText("No messages yet")).toBeVisible();

  await test.step("written offline, the message waits on the device", async () => {
    await student.context().setOffline(true);
    await composer(student).fill("Written on the tram: is the room still free?");
    await composer(student).press("Enter");
    const row = messageLog(student).getByRole("listitem").filter({ hasText: "Written on the tram" });
    await expect(row).toContainText("Waiting for connection");
    await expect.poll(() => queuedKeys(student)).toEqual([expect.stringMatching(`^${userId}\\|outbox\\|`)]);
  });

  await test.step("back online, it is sent by itself and both sides have it once", async () => {
    await student.context().setOffline(false);
    await expect(messageLog(student)).not.toContainText("Waiting for connection");
    await expect(
      messageLog(landlord).getByText("Written on the tram: is the room still free?"),
    ).toBeVisible();
    await expect.poll(() => queuedKeys(student)).toEqual([]);
    await landlord.reload();
    await student.reload();
    for (const page of [student, landlord])
      await expect.poll(() => timesShown(page, "Written on the tram: is the room still free?")).toBe(1);
  });

  await test.step("a message left in a page closed offline is sent when Roost opens again, once", async () => {
    await student.context().setOffline(true);
    await composer(student).fill("Sent from a closed tab");
    await composer(student).press("Enter");
    await expect(
      messageLog(student).getByRole("listitem").filter({ hasText: "Sent from a closed tab" }),
    ).toContainText("Waiting for connection");
    await expect.poll(() => queuedKeys(student)).toHaveLength(1);
    const context = student.context();
    await student.close();
    await context.setOffline(false);

    const reopened = await context.newPage();
    await reopened.goto(`/inquiries/${conversationId}`);
    await expect(messageLog(landlord).getByText("Sent from a closed tab")).toBeVisible();
    await expect.poll(() => queuedKeys(reopened)).toEqual([]);
    await landlord.reload();
    await reopened.reload();
    for (const page of [reopened, landlord])
      await expect.poll(() => timesShown(page, "Sent from a closed tab")).toBe(1);
  });
});

test("a favourite toggled offline shows at once and is saved after reconnecting", async ({
  page: student,
  openSecondBrowser,
}) => {
  const landlord = await openSecondBrowser();
  await useSessionOf(landlord, DEMO.landlord);
  const listing = await jamesListing(landlord);
  await newUserViaApi(student, { firstName: "Fern", lastName: uniqueWord(), type: "Student" });
  const savedIds = async () => (await (await student.request.get("/api/favourites/ids")).json()) as string[];

  await student.goto(`/property/${listing}`);
  await appReady(student);
  await student.context().setOffline(true);
  await student.getByRole("button", { name: "Add to favourites" }).first().click();
  await expect(student.getByRole("button", { name: "Remove from favourites" }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(toast(student, "Saved on this device")).toBeVisible();
  await expect.poll(() => queuedKeys(student)).toHaveLength(1);
  expect(await savedIds()).not.toContain(listing);

  await student.context().setOffline(false);
  await expect.poll(savedIds).toContain(listing);
  await expect.poll(() => queuedKeys(student)).toEqual([]);
  await student.reload();
  await expect(student.getByRole("button", { name: "Remove from favourites" }).first()).toBeVisible();
});

test("a message still waiting goes with the person who signs out", async ({
  page: student,
  openSecondBrowser,
}) => {
  const { conversationId } = await enquiryToJames(student, openSecondBrowser);
  await student.goto(`/inquiries/${conversationId}`);
  await appReady(student);

  // The connection drops for this chat's sends only, so signing out still reaches the server.
  await student.route(`**/api/conversations/${conversationId}/messages`, (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await composer(student).fill("Never sent: I changed my mind");
  await composer(student).press("Enter");
  await expect(messageLog(student)).toContainText("Waiting for connection");
  await expect.poll(() => queuedKeys(student)).toHaveLength(1);

  await accountMenu(student).click();
  await student.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(header(student).getByRole("link", { name: "Sign In" })).toBeVisible();
  await expect.poll(() => queuedKeys(student)).toEqual([]);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a message written offline survives a reload without a connection, and is sent once when it is back", async ({
    page: student,
    openSecondBrowser,
  }) => {
    const { landlord, conversationId } = await enquiryToJames(student, openSecondBrowser);
    await landlord.goto(`/inquiries/${conversationId}`);
    await expect(landlord.getByText("No messages yet")).toBeVisible();
    await student.goto(`/inquiries/${conversationId}`);
    // The worker has the app's code: the page can open again without a connection.
    await expect
      .poll(() => student.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    await student.evaluate(() => navigator.serviceWorker.ready);

    await student.context().setOffline(true);
    await composer(student).fill("Written in the lift, sent after a reload");
    await composer(student).press("Enter");
    await expect(messageLog(student)).toContainText("Waiting for connection");
    await student.reload();
    const waiting = messageLog(student)
      .getByRole("listitem")
      .filter({ hasText: "Written in the lift, sent after a reload" });
    await expect(waiting).toContainText("Waiting for connection");

    await student.context().setOffline(false);
    await expect(messageLog(landlord).getByText("Written in the lift, sent after a reload")).toBeVisible();
    await expect(messageLog(student)).not.toContainText("Waiting for connection");
    await expect.poll(() => queuedKeys(student)).toEqual([]);
    await landlord.reload();
    await expect.poll(() => timesShown(landlord, "Written in the lift, sent after a reload")).toBe(1);
  });
});
