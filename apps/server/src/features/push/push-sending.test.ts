import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { PUSH_DELAY_SECONDS, type PushPayload } from "@roost/shared/domain/push.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema.ts";
import { runDueJobs } from "../../jobs/worker.ts";
import {
  createInquiry,
  insertProperty,
  openGroupChat,
  type Person,
  person,
  send,
} from "../../test/fixtures.ts";
import { createLocalPushService, type LocalPushSubscription } from "../../test/local-push-service.ts";
import { useTestApp } from "../../test/test-app.ts";
import { notify } from "../notifications/notifications.service.ts";
import { PUSH_NOTIFICATIONS, sweepNotificationPushes } from "./notification-push.ts";

const service = await createLocalPushService();
afterAll(() => service.close());
const t = useTestApp({ PUSH_SERVICE_ORIGINS: service.origin });

const DELAY_MS = PUSH_DELAY_SECONDS * 1000;
const ONLY_MESSAGES: PushSettings = {
  messages_enquiries: true,
  viewings_deals: false,
  groups_roommates: false,
  saved_search_alerts: false,
  show_message_text: false,
};

beforeEach(() => {
  service.received.length = 0;
  service.refused.length = 0;
});

/** Runs what is due until nothing is (a push job queues its deliveries, due at once). */
async function drain() {
  while ((await runDueJobs(t.deps)) > 0);
}

/** What the push service received once `ms` more have passed, after running what was due before. */
async function pushesAfter(ms: number) {
  const before = service.received.length;
  await drain();
  t.clock.advance?.(ms);
  await drain();
  return service.received.slice(before);
}

async function withPush(p: Person, settings: PushSettings): Promise<LocalPushSubscription> {
  const put = await t.request("/api/me/push-settings", { method: "PUT", cookie: p.cookie, body: settings });
  expect(put.status).toBe(200);
  const device = service.subscription();
  expect((await t.request("/api/me/push-subscriptions", { cookie: p.cookie, body: device })).status).toBe(
    201,
  );
  return device;
}

async function enquiry(prefix: string) {
  const landlord = await person(t, `${prefix}-landlord`, "landlord");
  const student = await person(t, `${prefix}-student`, "student", { first_name: "Sam", last_name: "Jones" });
  const property = await insertProperty(t.db, landlord.id, { addressLine1: "12 Wilmslow Road" });
  const conversationId = await createInquiry(t.db, student.id, property);
  return { landlord, student, conversationId };
}

const deviceRow = async (endpoint: string) =>
  (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe("message pushes", () => {
  it("one push per unread stretch after the delay: encrypted, signed, who and where but not what", async () => {
    const { landlord, student, conversationId } = await enquiry("push");
    const device = await withPush(landlord, ONLY_MESSAGES);
    await send(t, student.cookie, conversationId, "Hello, is the room free?");
    await send(t, student.cookie, conversationId, "From September please");

    expect(await pushesAfter(DELAY_MS - 1000)).toHaveLength(0);
    const pushes = await pushesAfter(1000);
    expect(service.refused).toEqual([]);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push?.endpoint).toBe(device.endpoint);
    expect(push?.payload).toEqual({
      title: "2 new messages from Sam about 12 Wilmslow Road",
      body: "",
      url: `/inquiries/${conversationId}`,
      tag: `conversation:${conversationId}`,
    } satisfies PushPayload);
    expect(push?.urgency).toBe("high");
    expect(push?.ttl).toBe(24 * 60 * 60);
    expect(push?.vapid).toMatchObject({
      aud: service.origin,
      sub: expect.stringMatching(/^(mailto:|https:)/),
      publicKey: t.deps.config.push?.vapid.publicKey,
    });
    expect((await deviceRow(device.endpoint))?.lastSuccessAt).toEqual(expect.any(Date));

    // More in the same unread stretch: no second push until they have read it.
    await send(t, student.cookie, conversationId, "Any news?");
    expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
  });

  it("carries the latest message's text, shortened, only with show_message_text", async () => {
    const { landlord, student, conversationId } = await enquiry("text");
    await withPush(landlord, { ...ONLY_MESSAGES, show_message_text: true });
    const long = `Is the room still free? ${"x".repeat(200)}`;
    await send(t, student.cookie, conversationId, long);
    const pushes = await pushesAfter(DELAY_MS);
    expect(pushes).toHaveLength(1);
    const [payload] = pushes.map((push) => push.payload as PushPayload);
    const body = payload?.body ?? "";
    expect(body).toHaveLength(120);
    expect(body.startsWith("Is the room still free? xxx")).toBe(true);
    expect(body.endsWith("…")).toBe(true);
    expect(payload?.title).toBe("New message from Sam about 12 Wilmslow Road");
  });

  it("goes to every device of the recipient, never to the sender", async () => {
    const { landlord, student, conversationId } = await enquiry("devices");
    const phone = await withPush(landlord, ONLY_MESSAGES);
    const laptop = service.subscription();
    await t.request("/api/me/push-subscriptions", { cookie: await t.signIn(landlord.email), body: laptop });
    const own = await withPush(student, ONLY_MESSAGES);
    await send(t, student.cookie, conversationId, "Hello");
    const pushes = await pushesAfter(DELAY_MS);
    expect(pushes.map((p) => p.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(pushes.map((p) => p.endpoint)).not.toContain(own.endpoint);
  });

  it("is not sent when the recipient reads the conversation in the app meanwhile", async () => {
    const { landlord, student, conversationId } = await enquiry("read");
    await withPush(landlord, ONLY_MESSAGES);
    await send(t, student.cookie, conversationId, "Hello");
    const read = await t.request(`/api/conversations/${conversationId}/read`, {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(read.status).toBe(200);
    expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
  });

  it("is not sent, nor queued, with the messages switch off", async () => {
    const { landlord, student, conversationId } = await enquiry("off");
    await withPush(landlord, { ...ONLY_MESSAGES, messages_enquiries: false, viewings_deals: true });
    await send(t, student.cookie, conversationId, "Hello");
    const queued = await t.db.execute(
      sql`select 1 from jobs where name = 'push-message' and payload->>'recipientId' = ${landlord.id}`,
    );
    expect(queued.rows).toHaveLength(0);
    expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
  });

  it("names a group chat by its name", async () => {
    const leader = await person(t, "group-leader", "student", { first_name: "Alex" });
    const member = await person(t, "group-member", "student", { first_name: "Sam", last_name: "Jones" });
    const conversationId = await openGroupChat(t, [leader, member]);
    await withPush(leader, ONLY_MESSAGES);
    await send(t, member.cookie, conversationId, "Shall we book it?");
    const [push] = await pushesAfter(DELAY_MS);
    expect(push?.payload).toMatchObject({
      title: "New message from Sam in Fallowfield Five",
      url: `/messages/${conversationId}`,
    });
  });
});

describe("what the push service answers", () => {
  it("404 or 410 removes that subscription for good", async () => {
    for (const status of [410, 404]) {
      const { landlord, student, conversationId } = await enquiry(`gone-${status}`);
      const device = await withPush(landlord, ONLY_MESSAGES);
      service.respondWith(status);
      await send(t, student.cookie, conversationId, "Hello");
      expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
      expect(await deviceRow(device.endpoint)).toBeUndefined();
    }
  });

  it("another failure is retried by the queue and then delivered", async () => {
    const { landlord, student, conversationId } = await enquiry("retry");
    const device = await withPush(landlord, ONLY_MESSAGES);
    service.respondWith(500);
    await send(t, student.cookie, conversationId, "Hello");
    expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
    const [failed] = (
      await t.db.execute<{ last_error: string; done_at: string | null }>(
        sql`select last_error, done_at from jobs where name = 'push-delivery' and payload->>'subscriptionId' =
          ${(await deviceRow(device.endpoint))?.id ?? ""}`,
      )
    ).rows;
    expect(failed).toMatchObject({ last_error: "The push service answered 500", done_at: null });
    const retried = await pushesAfter(60_000);
    expect(retried.map((p) => p.endpoint)).toEqual([device.endpoint]);
  });
});

describe("notification pushes", () => {
  async function notifyConnectRequest(to: Person) {
    return t.db.transaction((tx) =>
      notify(tx, {
        userId: to.id,
        type: "connect_request",
        title: "New connect request",
        message: "Sam Jones wants to connect with you",
        data: { sender_id: to.id },
      }),
    );
  }

  /** The sweeper runs every minute: a minute on, each new notification has its job. */
  const sweepThenPushesAfter = async (ms: number) => {
    await sweepNotificationPushes({
      deps: t.deps,
      payload: {},
      job: { id: 0, name: PUSH_NOTIFICATIONS, attempt: 1 },
      now: t.clock.now(),
    });
    return pushesAfter(ms);
  };

  it("the viewing, group and roommate notifications, as titled in the app, opening their page", async () => {
    const student = await person(t, "notified");
    await withPush(student, { ...ONLY_MESSAGES, messages_enquiries: false, groups_roommates: true });
    const { id } = await notifyConnectRequest(student);
    const pushes = await sweepThenPushesAfter(DELAY_MS);
    expect(service.refused).toEqual([]);
    expect(pushes.map((p) => p.payload)).toEqual([
      {
        title: "New connect request",
        body: "Sam Jones wants to connect with you",
        url: "/roommates",
        tag: `notification:${id}`,
      },
    ]);
    expect(pushes[0]?.urgency).toBe("normal");
    // Pushed once: the next sweep finds its job already there.
    expect(await sweepThenPushesAfter(DELAY_MS)).toHaveLength(0);
  });

  it("saved-search alerts, with their own switch", async () => {
    const student = await person(t, "alerted");
    await withPush(student, { ...ONLY_MESSAGES, messages_enquiries: false, saved_search_alerts: true });
    const { id } = await t.db.transaction((tx) =>
      notify(tx, {
        userId: student.id,
        type: "saved_search_match",
        title: "New home for your saved search",
        message: '12 Wilmslow Road matches "Fallowfield".',
        data: { property_id: "00000000-0000-4000-8000-000000000001" },
      }),
    );
    const [push] = await sweepThenPushesAfter(DELAY_MS);
    expect(push?.payload).toEqual({
      title: "New home for your saved search",
      body: '12 Wilmslow Road matches "Fallowfield".',
      url: "/property/00000000-0000-4000-8000-000000000001",
      tag: `notification:${id}`,
    });
  });

  it("not for a category whose switch is off, nor for kinds that have no push", async () => {
    const student = await person(t, "not-notified");
    await withPush(student, { ...ONLY_MESSAGES, viewings_deals: true, saved_search_alerts: true });
    await notifyConnectRequest(student);
    await t.db.transaction((tx) =>
      notify(tx, {
        userId: student.id,
        type: "verification",
        title: "Verified",
        message: "You are verified.",
      }),
    );
    expect(await sweepThenPushesAfter(DELAY_MS)).toHaveLength(0);
  });

  it("not when the notification was read in the app meanwhile", async () => {
    const student = await person(t, "read-notification");
    await withPush(student, { ...ONLY_MESSAGES, groups_roommates: true });
    const { id } = await notifyConnectRequest(student);
    await sweepThenPushesAfter(0);
    const read = await t.request(`/api/notifications/${id}`, {
      method: "PATCH",
      cookie: student.cookie,
      body: { read: true },
    });
    expect(read.status).toBe(200);
    expect(await pushesAfter(DELAY_MS)).toHaveLength(0);
  });
});
