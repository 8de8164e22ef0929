import type { WebSocketRoute } from "@playwright/test";
import {
  DEMO,
  expect,
  markDocument,
  newUserViaApi,
  type Page,
  test,
  uniqueWord,
  useSessionOf,
} from "./fixtures.ts";

// While the live connection is down, a signed-in person is told so (after a short grace period, so
// a quick reconnect never flickers), and once it is back the chat catches up by itself: a message
// sent meanwhile appears without a reload.

const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });
const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });
const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Connection lost" });

/** Lets the page's realtime sockets through, or drops them (and every reconnect) while `down`. */
async function switchableRealtime(page: Page) {
  let down = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/api\/realtime/, (ws) => {
    if (down) return void ws.close({ code: 1006 });
    open.add(ws);
    ws.onClose(() => open.delete(ws));
    ws.connectToServer();
  });
  return {
    async cut() {
      down = true;
      for (const ws of [...open]) await ws.close({ code: 1001 });
    },
    restore() {
      down = false;
    },
  };
}

test("the connection banner shows while live updates are down, and the chat catches up without a reload", async ({
  page: student,
  openSecondBrowser,
}) => {
  test.setTimeout(90_000);
  const landlord = await openSecondBrowser();
  const realtime = await switchableRealtime(landlord);
  await useSessionOf(landlord, DEMO.landlord);
  await landlord.goto("/dashboard");

  await newUserViaApi(student, { firstName: "Cora", lastName: uniqueWord(), type: "Student" });
  const listings = await landlord.evaluate(async () => {
    const response = await fetch("/api/me/properties");
    return (await response.json()) as { id: string; status: string }[];
  });
  const live = listings.find((p) => p.status === "published" || p.status === "available");
  expect(live, "James has a live listing").toBeTruthy();
  await student.goto(`/property/${live?.id}`);
  await student.getByRole("button", { name: "Message landlord" }).click();
  await student.waitForURL(/\/inquiries\/[0-9a-f-]{36}$/);
  await composer(student).fill("Hello, is it still available?");
  await composer(student).press("Enter");
  await expect(messageLog(student).getByText("Sending…")).toHaveCount(0);
  const conversationId = new URL(student.url()).pathname.split("/").pop() as string;

  await landlord.goto(`/inquiries/${conversationId}`);
  await expect(messageLog(landlord).getByText("Hello, is it still available?")).toBeVisible();
  await expect(banner(landlord)).toHaveCount(0);
  const sameDocument = await markDocument(landlord);

  // The landlord's connection drops and stays down: after the grace period the banner says so.
  await realtime.cut();
  await expect(banner(landlord)).toBeVisible({ timeout: 10_000 });
  await expect(banner(landlord)).toContainText("Reconnecting");
  await landlord.screenshot({ path: "test-results/screens/connection-banner-1280.png" });

  // The student writes meanwhile; the landlord cannot hear of it yet.
  await composer(student).fill("I could come on Friday.");
  await composer(student).press("Enter");
  await expect(messageLog(student).getByText("Sending…")).toHaveCount(0);
  await expect(messageLog(landlord).getByText("I could come on Friday.")).toHaveCount(0);

  // Back online: the banner goes and the missed message appears, in the same page.
  realtime.restore();
  await expect(banner(landlord)).toHaveCount(0, { timeout: 20_000 });
  await expect(messageLog(landlord).getByText("I could come on Friday.")).toBeVisible();
  await sameDocument();
});
