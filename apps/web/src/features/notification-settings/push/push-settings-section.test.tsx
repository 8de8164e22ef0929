// @vitest-environment happy-dom
// The push section of /notification-settings (decision 064) in every state this browser can be
// in: off until the person taps Turn on (the browser asks only then), on with a switch per
// category and the lock-screen choice, blocked, unsupported, and an iPhone not yet added to the
// home screen. The browser's Notification, service worker and PushManager are fakes here; the
// journey runs the real ones.
import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  errorReply,
  json,
  recordToastsPerTest,
  renderInApp,
  stubNetworkPerTest,
} from "../../../test/app-context.tsx";
import {
  button,
  click,
  eventually,
  mountRootPerTest,
  pageText,
  roleText,
} from "../../../test/mounted-root.ts";
import { PushSettingsSection } from "./push-settings-section.tsx";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const toasts = recordToastsPerTest();

const SETTINGS = "/api/me/push-settings";
const PUBLIC_KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";
const allOff: PushSettings = {
  messages_enquiries: false,
  viewings_deals: false,
  groups_roommates: false,
  saved_search_alerts: false,
  show_message_text: false,
};
const messagesOnly: PushSettings = { ...allOff, messages_enquiries: true };

interface FakeBrowser {
  permission?: NotificationPermission;
  /** What the browser's prompt answers. */
  answer?: NotificationPermission;
  subscribed?: boolean;
  /** False: no service worker ever becomes ready. */
  worker?: boolean;
  /** False: the page has not registered its worker yet (it waits for an idle moment). */
  registered?: boolean;
}

/** A browser with the Push API: Notification, a service worker registration and its PushManager. */
function fakeBrowser({
  permission = "default",
  answer = "granted",
  subscribed = false,
  worker = true,
  registered = true,
}: FakeBrowser = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg" },
    }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", class {});
  let isRegistered = registered;
  const serviceWorker = {
    ready: worker ? Promise.resolve(registration) : new Promise(() => {}),
    getRegistration: async () => (isRegistered ? registration : undefined),
    register: vi.fn(async (_url: string) => {
      isRegistered = true;
      return registration;
    }),
  };
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: serviceWorker });
  return { notification, pushManager, subscription, serviceWorker };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  Reflect.deleteProperty(window, "PushManager");
  Reflect.deleteProperty(window, "Notification");
});

async function openSection(settings: PushSettings = allOff) {
  network.on(`GET ${SETTINGS}`, () => json(settings));
  renderInApp(mounted.root, <PushSettingsSection />, { path: "/notification-settings" });
}

const switchOf = (label: string) =>
  [...document.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((input) =>
    input.closest("label")?.textContent?.startsWith(label),
  );

describe("PushSettingsSection", () => {
  it("explains push first, asks the browser only after the tap, and then turns every category on", async () => {
    const browser = fakeBrowser();
    await openSection();
    await eventually(() => expect(pageText()).toContain("you can turn them off here any time"));
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    network.on("GET /api/push/public-key", () => json({ public_key: PUBLIC_KEY }));
    network.on("POST /api/me/push-subscriptions", () => json({}, 201));
    const everyCategory = {
      ...allOff,
      messages_enquiries: true,
      viewings_deals: true,
      groups_roommates: true,
      saved_search_alerts: true,
    };
    network.on(`PUT ${SETTINGS}`, () => json(everyCategory));
    click(button("Turn on push notifications"));

    await eventually(() => expect(switchOf("Messages and enquiries")?.checked).toBe(true));
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toHaveLength(65);
    expect(network.bodies("POST /api/me/push-subscriptions")).toEqual([browser.subscription.toJSON()]);
    expect(network.bodies(`PUT ${SETTINGS}`)).toEqual([everyCategory]);
    expect(pageText()).toContain("Push is on for this device.");
    expect(switchOf(PUSH_TEXTS.showMessageText)?.checked).toBe(false);
    expect(pageText()).toContain("like “New message from Sam about 12 Wilmslow Road”");
  });

  it("keeps push off and says so when the person does not allow notifications", async () => {
    fakeBrowser({ answer: "default" });
    await openSection();
    await eventually(() => button("Turn on push notifications"));
    click(button("Turn on push notifications"));
    await eventually(() =>
      expect(roleText("alert")).toContain("Notifications were not allowed, so push stays off."),
    );
    expect(network.sent("POST /api/me/push-subscriptions")).toHaveLength(0);
  });

  it("registers the worker itself when the tap comes before the page has", async () => {
    const browser = fakeBrowser({ registered: false });
    await openSection();
    network.on("GET /api/push/public-key", () => json({ public_key: PUBLIC_KEY }));
    network.on("POST /api/me/push-subscriptions", () => json({}, 201));
    network.on(`PUT ${SETTINGS}`, () => json(messagesOnly));
    await eventually(() => button("Turn on push notifications"));
    click(button("Turn on push notifications"));
    await eventually(() => expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1));
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/sw.js");
  });

  it("says so when Roost's service worker never starts", async () => {
    const browser = fakeBrowser({ worker: false });
    await openSection();
    await eventually(() => button("Turn on push notifications"));
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      click(button("Turn on push notifications"));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
    } finally {
      vi.useRealTimers();
    }
    await eventually(() =>
      expect(roleText("alert")).toContain("did not start in this browser. Reload the page"),
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("says what went wrong when the server refuses the subscription, and the device stays off", async () => {
    const browser = fakeBrowser();
    await openSection();
    network.on("GET /api/push/public-key", () => json({ public_key: PUBLIC_KEY }));
    network.on("POST /api/me/push-subscriptions", () =>
      errorReply(422, "push_endpoint_not_allowed", "This browser's push service is not supported"),
    );
    await eventually(() => button("Turn on push notifications"));
    click(button("Turn on push notifications"));
    await eventually(() =>
      expect(roleText("alert")).toContain("This browser's push service is not supported"),
    );
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(button("Turn on push notifications")).toBeTruthy();
  });

  it("saves the switches on a subscribed device, and keeps them when the save fails", async () => {
    fakeBrowser({ permission: "granted", subscribed: true });
    await openSection(messagesOnly);
    await eventually(() => expect(switchOf("Messages and enquiries")?.checked).toBe(true));
    expect(button("Save push settings").disabled).toBe(true);

    click(switchOf(PUSH_TEXTS.showMessageText));
    network.on(`PUT ${SETTINGS}`, () => errorReply(500, "internal_error", "Something went wrong."));
    click(button("Save push settings"));
    await eventually(() => expect(toasts).toEqual(["error: Your push settings were not saved"]));
    expect(switchOf(PUSH_TEXTS.showMessageText)?.checked).toBe(true);

    const saved = { ...messagesOnly, show_message_text: true };
    network.on(`PUT ${SETTINGS}`, () => json(saved));
    click(button("Save push settings"));
    await eventually(() => expect(toasts).toContain("success: Your push settings are saved."));
    expect(network.bodies(`PUT ${SETTINGS}`)).toEqual([saved, saved]);
  });

  it("turns off on this device: the server forgets the subscription and the browser drops it", async () => {
    const browser = fakeBrowser({ permission: "granted", subscribed: true });
    await openSection(messagesOnly);
    network.on("POST /api/me/push-subscriptions/remove", () => new Response(null, { status: 204 }));
    await eventually(() => button("Turn off on this device"));
    click(button("Turn off on this device"));
    await eventually(() => button("Turn on push notifications"));
    expect(network.bodies("POST /api/me/push-subscriptions/remove")).toEqual([{ endpoint: ENDPOINT }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it("says how to unblock notifications when the person blocked them", async () => {
    fakeBrowser({ permission: "denied" });
    await openSection();
    await eventually(() =>
      expect(pageText()).toContain("Notifications are blocked for Roost in this browser"),
    );
    expect(pageText()).toContain("Site settings");
  });

  it("says when this browser has no push at all", async () => {
    await openSection();
    await eventually(() => expect(pageText()).toContain("This browser cannot receive push notifications"));
  });

  it("on an iPhone, asks to add Roost to the home screen first", async () => {
    fakeBrowser();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
    );
    await openSection();
    await eventually(() => expect(pageText()).toContain(PUSH_TEXTS.addToHomeScreen));
    expect(pageText()).toContain("Add to Home Screen");
  });
});
