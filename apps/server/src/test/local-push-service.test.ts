import { afterAll, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { createLocalPushService, type LocalPushSubscription } from "./local-push-service.ts";

// The test push service must refuse what a real one (or the browser) would: the push tests trust
// it to fail them when the server's encryption or VAPID signature is wrong.

const service = await createLocalPushService();
afterAll(() => service.close());
beforeEach(() => {
  service.received.length = 0;
  service.refused.length = 0;
});

const KEYS = webpush.generateVAPIDKeys();
const VAPID = { subject: "mailto:operators@roost.local", ...KEYS };
const PAYLOAD = JSON.stringify({ title: "t", body: "", url: "/", tag: "x" });

/** Posts as the server does, after `tamper` has had its way with the request. */
async function post(
  subscription: LocalPushSubscription,
  tamper: (request: { headers: Record<string, string>; body: Buffer }) => void = () => {},
) {
  const details = webpush.generateRequestDetails(subscription, PAYLOAD, { vapidDetails: VAPID, TTL: 60 });
  const request = {
    headers: Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    ),
    body: Buffer.from(details.body),
  };
  tamper(request);
  const res = await fetch(details.endpoint, { method: "POST", headers: request.headers, body: request.body });
  return res.status;
}

describe("the local push service", () => {
  it("decrypts and records a push made as RFC 8291 and 8292 say", async () => {
    const subscription = service.subscription();
    expect(await post(subscription)).toBe(201);
    expect(service.refused).toEqual([]);
    expect(service.received).toEqual([
      {
        endpoint: subscription.endpoint,
        payload: JSON.parse(PAYLOAD),
        ttl: 60,
        urgency: "normal",
        vapid: {
          aud: service.origin,
          sub: VAPID.subject,
          exp: expect.any(Number),
          publicKey: KEYS.publicKey,
        },
      },
    ]);
  });

  it("refuses a push encrypted to another subscription's keys", async () => {
    const subscription = service.subscription();
    const other = service.subscription();
    expect(await post({ endpoint: subscription.endpoint, keys: other.keys })).toBe(400);
    expect(service.refused[0]).toMatch(/does not decrypt/);
  });

  it("refuses a tampered body", async () => {
    expect(await post(service.subscription(), (r) => (r.body[r.body.length - 1] ^= 1))).toBe(400);
    expect(service.received).toEqual([]);
  });

  it("refuses a VAPID token that another key signed, or none", async () => {
    const stranger = webpush.generateVAPIDKeys().publicKey;
    const swapKey = (r: { headers: Record<string, string> }) => {
      r.headers.Authorization = (r.headers.Authorization ?? "").replace(/k=[\w-]+/, `k=${stranger}`);
    };
    expect(await post(service.subscription(), swapKey)).toBe(401);
    expect(await post(service.subscription(), (r) => delete r.headers.Authorization)).toBe(401);
    expect(service.refused).toEqual([
      expect.stringMatching(/does not verify/),
      expect.stringMatching(/no VAPID/),
    ]);
  });

  it("refuses a token for another audience", async () => {
    const subscription = service.subscription();
    const forElsewhere = webpush.getVapidHeaders(
      "https://fcm.googleapis.com",
      VAPID.subject,
      KEYS.publicKey,
      KEYS.privateKey,
      "aes128gcm",
    );
    expect(await post(subscription, (r) => (r.headers.Authorization = forElsewhere.Authorization))).toBe(401);
    expect(service.refused[0]).toMatch(/aud/);
  });

  it("answers the status it is told to, once", async () => {
    const subscription = service.subscription();
    service.respondWith(410);
    expect(await post(subscription)).toBe(410);
    expect(await post(subscription)).toBe(201);
    expect(service.received).toHaveLength(1);
  });

  it("knows only the endpoints it handed out", async () => {
    const { keys } = service.subscription();
    expect(await post({ endpoint: `${service.origin}/push/unknown`, keys })).toBe(404);
  });
});
