import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { ACCOUNT_DELETE_CONFIRMATION } from "@roost/shared/domain/account.ts";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { person } from "../../test/fixtures.ts";
import { createLocalPushService } from "../../test/local-push-service.ts";
import { type ApiErrorBody, createTestApp, LOOPBACK_PEER, useTestApp } from "../../test/test-app.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";
import { deviceLabel } from "./push-subscriptions.service.ts";

const service = await createLocalPushService();
afterAll(() => service.close());
const t = useTestApp({ PUSH_SERVICE_ORIGINS: service.origin });

const ALL_ON: PushSettings = {
  messages_enquiries: true,
  viewings_deals: true,
  groups_roommates: true,
  saved_search_alerts: true,
  show_message_text: true,
};
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const subscribe = (cookie: string, subscription: unknown, headers: Record<string, string> = {}) =>
  t.request<ApiErrorBody>("/api/me/push-subscriptions", { cookie, body: subscription, headers });
const remove = (cookie: string, endpoint: string) =>
  t.request("/api/me/push-subscriptions/remove", { cookie, body: { endpoint } });
const devicesOf = (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe("push settings", () => {
  it("are all off until saved, then exactly what was saved", async () => {
    const student = await person(t, "settings");
    const initial = await t.request<PushSettings>("/api/me/push-settings", { cookie: student.cookie });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      messages_enquiries: false,
      viewings_deals: false,
      groups_roommates: false,
      saved_search_alerts: false,
      show_message_text: false,
    });
    const saved = { ...ALL_ON, groups_roommates: false };
    const put = await t.request("/api/me/push-settings", {
      method: "PUT",
      cookie: student.cookie,
      body: saved,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual(saved);
    expect((await t.request("/api/me/push-settings", { cookie: student.cookie })).body).toEqual(saved);
  });

  it("refuses a partial or padded form, and visitors", async () => {
    const student = await person(t, "settings-bad");
    const { show_message_text: _, ...partial } = ALL_ON;
    for (const body of [partial, { ...ALL_ON, email: true }]) {
      const res = await t.request("/api/me/push-settings", { method: "PUT", cookie: student.cookie, body });
      expect(res.status).toBe(400);
    }
    expect((await t.request("/api/me/push-settings")).status).toBe(401);
  });
});

describe("the VAPID public key", () => {
  it("is open to visitors and is the key the server signs with", async () => {
    const res = await t.request<{ public_key: string }>("/api/push/public-key");
    expect(res.status).toBe(200);
    expect(res.body.public_key).toBe(t.deps.config.push?.vapid.publicKey);
    expect(Buffer.from(res.body.public_key, "base64url")).toHaveLength(65);
  });

  it("outside production is generated once into DATA_DIR and kept", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-vapid-"));
    const first = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) }).push;
    expect(existsSync(path.join(dataDir, "vapid-keys.json"))).toBe(true);
    const second = loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) }).push;
    expect(second?.vapid).toEqual(first?.vapid);
    expect(JSON.parse(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")).publicKey).toBe(
      first?.vapid.publicKey,
    );
  });

  it("is refused by halves", () => {
    expect(() =>
      loadConfig({
        DATA_DIR: "/tmp/roost-vapid-half",
        VAPID_PUBLIC_KEY: t.deps.config.push?.vapid.publicKey,
      }),
    ).toThrow(ConfigError);
  });

  it("in production without keys: push is off, and the routes say so", async () => {
    const production = await createTestApp(
      { NODE_ENV: "production", PUBLIC_URL: "https://roost.example" },
      { sameDatabaseAs: t },
    );
    try {
      expect(production.deps.config.push).toBeNull();
      const res = await production.app.request("/api/push/public-key", {}, LOOPBACK_PEER);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiErrorBody).error.code).toBe("push_unavailable");
    } finally {
      await production.close();
    }
  });
});

describe("the push service allow-list (SSRF)", () => {
  it("accepts the browsers' push services over https on the default port", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGx3",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
    ])
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(true);
  });

  it("refuses anything else, including look-alikes and other ports or schemes", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://evilpush.apple.com/x",
      "https://push.apple.com.attacker.example/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:5432/",
      "https://localhost/push",
      "not a url",
    ])
      expect(isAllowedPushEndpoint(endpoint, []), endpoint).toBe(false);
  });

  it("accepts the origins PUSH_SERVICE_ORIGINS names, and only those", () => {
    expect(isAllowedPushEndpoint(`${service.origin}/push/1`, [service.origin])).toBe(true);
    expect(isAllowedPushEndpoint("http://127.0.0.1:1/push/1", [service.origin])).toBe(false);
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/roost-push-origins", PUSH_SERVICE_ORIGINS: "nonsense" }),
    ).toThrow(/PUSH_SERVICE_ORIGINS/);
  });

  it("refuses to store an endpoint elsewhere with a 400 that says why", async () => {
    const student = await person(t, "ssrf");
    const { keys } = service.subscription();
    for (const endpoint of ["https://169.254.169.254/latest/meta-data", "http://10.0.0.5:8080/admin"]) {
      const res = await subscribe(student.cookie, { endpoint, keys });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "push_endpoint_not_allowed", field: "endpoint" });
      expect(res.body.error.message).toMatch(/push services of Chrome, Firefox, Safari and Edge/);
    }
    expect(await devicesOf(student.id)).toEqual([]);
  });
});

describe("push subscriptions", () => {
  it("store this device with its session and a label, and several devices per person", async () => {
    const student = await person(t, "devices");
    const phone = service.subscription();
    const laptop = service.subscription();
    expect((await subscribe(student.cookie, phone, { "user-agent": CHROME_ANDROID })).status).toBe(201);
    expect((await subscribe(student.cookie, { ...laptop, expirationTime: null })).status).toBe(201);
    const devices = await devicesOf(student.id);
    expect(devices.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    const stored = devices.find((d) => d.endpoint === phone.endpoint);
    expect(stored).toMatchObject({ p256dh: phone.keys.p256dh, auth: phone.keys.auth });
    expect(stored?.userAgentLabel).toBe("Chrome on Android");
    expect(stored?.sessionId).toEqual(expect.any(String));
  });

  it("refuses malformed keys and visitors", async () => {
    const student = await person(t, "devices-bad");
    const { endpoint } = service.subscription();
    expect((await subscribe(student.cookie, { endpoint, keys: { p256dh: "a b", auth: "x" } })).status).toBe(
      400,
    );
    expect((await subscribe(student.cookie, { endpoint })).status).toBe(400);
    expect((await t.request("/api/me/push-subscriptions", { body: service.subscription() })).status).toBe(
      401,
    );
  });

  it("the same endpoint again moves it to whoever is signed in there now", async () => {
    const first = await person(t, "shared-first");
    const second = await person(t, "shared-second");
    const browser = service.subscription();
    await subscribe(first.cookie, browser);
    await subscribe(second.cookie, browser);
    expect(await devicesOf(first.id)).toEqual([]);
    expect((await devicesOf(second.id)).map((d) => d.endpoint)).toEqual([browser.endpoint]);
  });

  it("removal forgets only the caller's own, and answers the same for someone else's", async () => {
    const owner = await person(t, "remove-owner");
    const other = await person(t, "remove-other");
    const device = service.subscription();
    await subscribe(owner.cookie, device);
    expect((await remove(other.cookie, device.endpoint)).status).toBe(204);
    expect(await devicesOf(owner.id)).toHaveLength(1);
    expect((await remove(owner.cookie, device.endpoint)).status).toBe(204);
    expect(await devicesOf(owner.id)).toEqual([]);
  });

  it("signing out removes that device's subscription and no other", async () => {
    const student = await person(t, "sign-out");
    const otherSession = await t.signIn(student.email);
    const phone = service.subscription();
    const laptop = service.subscription();
    await subscribe(student.cookie, phone);
    await subscribe(otherSession, laptop);
    const signOut = await t.request("/api/auth/sign-out", { cookie: student.cookie, body: {} });
    expect(signOut.status).toBe(200);
    expect((await devicesOf(student.id)).map((d) => d.endpoint)).toEqual([laptop.endpoint]);
  });

  it("deleting the account removes every device", async () => {
    const student = await person(t, "erase");
    await subscribe(student.cookie, service.subscription());
    await subscribe(await t.signIn(student.email), service.subscription());
    expect(await devicesOf(student.id)).toHaveLength(2);
    const res = await t.request("/api/me/delete", {
      cookie: student.cookie,
      body: { confirm: ACCOUNT_DELETE_CONFIRMATION },
    });
    expect(res.status).toBe(200);
    expect(await devicesOf(student.id)).toEqual([]);
  });

  it("the data export lists the devices and switches, without the endpoint or its keys", async () => {
    const student = await person(t, "export");
    const device = service.subscription();
    await subscribe(student.cookie, device, { "user-agent": CHROME_ANDROID });
    await t.request("/api/me/push-settings", { method: "PUT", cookie: student.cookie, body: ALL_ON });
    const res = await t.request<{ push_devices: Record<string, unknown>[]; push_settings: unknown[] }>(
      "/api/me/export",
      { cookie: student.cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.push_devices).toHaveLength(1);
    expect(res.body.push_devices[0]).toMatchObject({ user_agent_label: "Chrome on Android" });
    expect(res.body.push_devices[0]).toHaveProperty("created_at");
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(device.endpoint);
    expect(text).not.toContain(device.keys.p256dh);
    expect(text).not.toContain(device.keys.auth);
    expect(res.body.push_settings).toEqual([expect.objectContaining({ show_message_text: true })]);
  });
});

describe("device labels", () => {
  it("name the browser and the system, or what is known of them", () => {
    expect(deviceLabel(CHROME_ANDROID)).toBe("Chrome on Android");
    expect(
      deviceLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceLabel(undefined)).toBeNull();
  });
});
