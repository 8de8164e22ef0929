import {
  createLocalPushService,
  type LocalPushSubscription,
} from "../apps/server/src/test/local-push-service.ts";
import {
  DEMO,
  expect,
  LOCAL_PUSH_SERVICE_PORT,
  newUserViaApi,
  type Page,
  test,
  uniqueWord,
  useSessionOf,
} from "./fixtures.ts";

// A student turns push on for messages and James (seeded landlord) replies to their enquiry: the
// local push service receives one notification, encrypted for the student's subscription and
// signed with the server's VAPID key, with the title and the link the lock screen shows.
// Headless Chromium reaches no real push service, so the one call that would ask it,
// PushManager.subscribe, returns a subscription to the local service instead; the permission,
// the service worker, the settings page, the server and its job queue are all real.

test.use({ serviceWorkers: "allow" });

/** Installs the stand-in subscribe (and getSubscription/unsubscribe) before any page script runs. */
async function subscribeToLocalService(page: Page, subscription: LocalPushSubscription) {
  await page.context().grantPermissions(["notifications"]);
  await page.addInitScript((json) => {
    const stored = "e2e-push-subscription";
    const decode = (text: string) => {
      const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
      return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
    };
    const make = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: "p256dh" | "auth") => decode(json.keys[name]),
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(stored);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(stored, "1");
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return localStorage.getItem(stored) ? (make() as unknown as PushSubscription) : null;
    };
  }, subscription);
}

test("a student turns on push for messages and the landlord's reply arrives once, encrypted", async ({
  page: student,
  openSecondBrowser,
}) => {
  const pushService = await createLocalPushService({ port: LOCAL_PUSH_SERVICE_PORT });
  try {
    const subscription = pushService.subscription();
    await subscribeToLocalService(student, subscription);
    await newUserViaApi(student, {
      firstName: "Priya",
      lastName: uniqueWord(),
      type: "Student",
      university: "University of Manchester",
    });

    // Off until the student turns it on; the permission is asked only after that tap.
    await student.goto("/notification-settings");
    const push = student.getByRole("region", { name: "Push notifications" });
    await push.getByRole("button", { name: "Turn on push notifications" }).click();
    // On a first visit the tap waits for the worker to install (it fetches the app's code first).
    const messagesSwitch = push.getByRole("switch", { name: "Messages and enquiries" });
    await expect(messagesSwitch).toBeChecked({ timeout: 30_000 });
    await expect(push.getByRole("switch", { name: "Show message text in notifications" })).not.toBeChecked();

    // The student asks about one of James's homes, then leaves the conversation.
    const landlord = await openSecondBrowser();
    await useSessionOf(landlord, DEMO.landlord);
    await landlord.goto("/inquiries");
    const listing = await landlord.evaluate(async () => {
      const response = await fetch("/api/me/properties");
      const mine = (await response.json()) as { id: string; status: string; address_line_1: string }[];
      return mine.find((p) => p.status === "published" || p.status === "available");
    });
    expect(listing, "James has a live listing").toBeTruthy();
    await student.goto(`/property/${listing?.id}`);
    await student.getByRole("button", { name: "Message landlord" }).click();
    await student.waitForURL(/\/inquiries\/[0-9a-f-]{36}$/);
    const conversationPath = new URL(student.url()).pathname;
    const composer = student.getByRole("textbox", { name: "Message", exact: true });
    await composer.fill("Is the house still free from September?");
    await composer.press("Enter");
    await expect(student.getByRole("log", { name: "Messages" }).getByText("Sending…")).toHaveCount(0);
    await student.goto("/dashboard");

    // James replies from his side of the enquiry.
    await landlord.goto(conversationPath);
    const reply = landlord.getByRole("textbox", { name: "Message", exact: true });
    await reply.fill("Yes it is, would you like to view it on Saturday?");
    await reply.press("Enter");
    await expect(landlord.getByRole("log", { name: "Messages" }).getByText("Sending…")).toHaveCount(0);

    // One push, decrypted with the subscription's private key and signed with the server's key.
    await expect
      .poll(() => pushService.received.length, { timeout: 20_000, message: pushService.refused.join("; ") })
      .toBe(1);
    const [delivery] = pushService.received;
    expect(delivery?.endpoint).toBe(subscription.endpoint);
    expect(delivery?.payload).toEqual({
      title: `New message from James about ${listing?.address_line_1}`,
      body: "",
      url: conversationPath,
      tag: expect.any(String),
    });
    const publicKey = await student.evaluate(async () => {
      const response = await fetch("/api/push/public-key");
      return ((await response.json()) as { public_key: string }).public_key;
    });
    expect(delivery?.vapid.publicKey).toBe(publicKey);
    expect(delivery?.vapid.aud).toBe(pushService.origin);
    expect(pushService.refused).toEqual([]);

    // Only one: the job that sent it does not send the same stretch of messages again.
    await student.waitForTimeout(4000);
    expect(pushService.received).toHaveLength(1);
  } finally {
    await pushService.close();
  }
});
