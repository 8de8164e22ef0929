// @vitest-environment happy-dom
// Sign-out on a shared device: this device's push subscription is removed first (while the session
// still lets the server hear it), a failure there never keeps anyone signed in, and whatever the
// person left queued offline goes with them while another person's queue stays.
import { afterEach, describe, expect, it, vi } from "vitest";
import { errorReply, json, renderInApp, signedInStudent, stubNetworkPerTest } from "../test/app-context.tsx";
import { button, click, eventually, mountRootPerTest } from "../test/mounted-root.ts";
import { useAuth } from "./auth.tsx";
import { clearQueuesOf, offlineStore, queueKey } from "./offline-store.ts";

const mounted = mountRootPerTest();
const network = stubNetworkPerTest();
const ME = signedInStudent().user.id;
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/device-1";

function SignOutButton() {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut()}>
      Sign out
    </button>
  );
}

/** A browser subscribed to push through Roost's service worker. */
function subscribedDevice() {
  const subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(async () => true) };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return subscription;
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, "serviceWorker");
  await clearQueuesOf("u-other");
});

describe("signOut", () => {
  it("removes this device's push subscription before signing out, and clears only this person's queues", async () => {
    const subscription = subscribedDevice();
    await offlineStore().set(queueKey(ME, "outbox", "c1", "m1"), { content: "mine" });
    await offlineStore().set(queueKey("u-other", "outbox", "c1", "m2"), { content: "theirs" });
    network.on("POST /api/me/push-subscriptions/remove", () => new Response(null, { status: 204 }));
    network.on("POST /api/auth/sign-out", () => json({ success: true }));
    renderInApp(mounted.root, <SignOutButton />);

    click(button("Sign out"));
    await eventually(() => expect(network.sent("POST /api/auth/sign-out")).toHaveLength(1));
    expect(network.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /api/me/push-subscriptions/remove",
      "POST /api/auth/sign-out",
    ]);
    expect(network.bodies("POST /api/me/push-subscriptions/remove")).toEqual([{ endpoint: ENDPOINT }]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    await eventually(async () =>
      expect(await offlineStore().keys()).toEqual([queueKey("u-other", "outbox", "c1", "m2")]),
    );
  });

  it("signs out even when the subscription could not be removed", async () => {
    const subscription = subscribedDevice();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    network.on("POST /api/me/push-subscriptions/remove", () =>
      errorReply(500, "internal_error", "Something went wrong."),
    );
    network.on("POST /api/auth/sign-out", () => json({ success: true }));
    renderInApp(mounted.root, <SignOutButton />);

    click(button("Sign out"));
    await eventually(() => expect(network.sent("POST /api/auth/sign-out")).toHaveLength(1));
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});
