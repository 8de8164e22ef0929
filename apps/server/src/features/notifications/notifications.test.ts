import { randomUUID } from "node:crypto";
import type {
  NotificationDto,
  NotificationList,
  ReadAllResult,
  UnreadCount,
} from "@roost/shared/contracts/notifications.ts";
import { HOUR_MS } from "@roost/shared/domain/durations.ts";
import { notificationHref } from "@roost/shared/domain/notifications.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notifications } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { createInquiry, insertProperty, ok, person, send } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";
import { notify, notifySafely } from "./notifications.service.ts";

const t = useTestApp();

const note = (userId: string, title = "Hello", extra: Partial<Parameters<typeof notify>[1]> = {}) =>
  notify(t.db, {
    userId,
    type: "connect_request",
    title,
    message: `${title} message`,
    data: { sender_id: "x" },
    ...extra,
  });

describe("notifications", () => {
  it("lists the latest 50 unexpired ones newest first, with the unread count", async () => {
    const u = await person(t, "list");
    for (let i = 0; i < 53; i++) await note(u.id, `n${i}`);
    await note(u.id, "expired", { expiresAt: new Date(Date.now() - 60_000) });
    await note(u.id, "future", { expiresAt: new Date(Date.now() + HOUR_MS) });
    const res = await t.request<NotificationList>("/api/notifications", { cookie: u.cookie });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toHaveLength(50);
    expect(res.body.notifications[0]).toMatchObject({
      title: "future",
      type: "connect_request",
      read_at: null,
    });
    expect(res.body.notifications[1].title).toBe("n52");
    expect(res.body.notifications.some((n) => n.title === "expired")).toBe(false);
    expect(res.body.unread_count).toBe(54);
    expect(
      (await t.request<UnreadCount>("/api/notifications/unread-count", { cookie: u.cookie })).body,
    ).toEqual({
      unread_count: 54,
    });
  });

  it("toggles read and unread; read-all marks every unread one", async () => {
    const u = await person(t, "toggle");
    const a = await note(u.id, "a");
    await note(u.id, "b");
    await note(u.id, "c");
    const read = await t.request<NotificationDto>(`/api/notifications/${a.id}`, {
      method: "PATCH",
      cookie: u.cookie,
      body: { read: true },
    });
    expect(read.status).toBe(200);
    expect(read.body.read_at).not.toBeNull();
    expect(
      (await t.request<UnreadCount>("/api/notifications/unread-count", { cookie: u.cookie })).body
        .unread_count,
    ).toBe(2);
    const unread = await t.request<NotificationDto>(`/api/notifications/${a.id}`, {
      method: "PATCH",
      cookie: u.cookie,
      body: { read: false },
    });
    expect(unread.body.read_at).toBeNull();
    const all = await t.request<ReadAllResult>("/api/notifications/read-all", {
      method: "POST",
      cookie: u.cookie,
    });
    expect(all.body).toEqual({ updated: 3, unread_count: 0 });
    const again = await t.request<ReadAllResult>("/api/notifications/read-all", {
      method: "POST",
      cookie: u.cookie,
    });
    expect(again.body).toEqual({ updated: 0, unread_count: 0 });
  });

  it("nobody reads or marks another user's notifications", async () => {
    const owner = await person(t, "owner");
    const other = await person(t, "other");
    const mine = await note(owner.id, "private title");
    await note(other.id, "theirs");
    const list = await t.request<NotificationList>("/api/notifications", { cookie: other.cookie });
    expect(list.body.notifications.map((n) => n.title)).toEqual(["theirs"]);
    const patch = await t.request(`/api/notifications/${mine.id}`, {
      method: "PATCH",
      cookie: other.cookie,
      body: { read: true },
    });
    expect(patch.status).toBe(404);
    expect(JSON.stringify(patch.body)).not.toContain("private");
    await t.request("/api/notifications/read-all", { method: "POST", cookie: other.cookie });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, mine.id));
    expect(row?.readAt).toBeNull();
    const missing = await t.request(`/api/notifications/${randomUUID()}`, {
      method: "PATCH",
      cookie: other.cookie,
      body: { read: true },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(patch.body);
    expect((await t.request("/api/notifications")).status).toBe(401);
  });

  // Decision 034: every non-student type reads its notifications through the same API (the bell's
  // popover and the dashboard), and only its own.
  it("a student's enquiry and viewing request reach the landlord, who reads and marks only their own", async () => {
    const landlord = await person(t, "ns-ll", "landlord");
    const finder = await person(t, "ns-pf", "property_finder");
    const student = await person(t, "ns-st", "student", { first_name: "Stella", last_name: "Student" });
    const property = await insertProperty(t.db, landlord.id, { addressLine1: "12 Wilmslow Road" });
    const conversationId = await createInquiry(t.db, student.id, property);
    ok(await send(t, student.cookie, conversationId, "Is the flat still available?"), 201);
    ok(
      await t.request(`/api/conversations/${conversationId}/deal/request-viewing`, {
        cookie: student.cookie,
        body: {},
      }),
    );

    const list = await t.request<NotificationList>("/api/notifications", { cookie: landlord.cookie });
    expect(list.status).toBe(200);
    expect(list.body.unread_count).toBe(2);
    const [viewing, enquiry] = list.body.notifications;
    expect(viewing).toMatchObject({ type: "negotiation", title: "Viewing requested", read_at: null });
    expect(enquiry).toMatchObject({
      type: "message",
      title: "New message from Stella Student",
      message: "Is the flat still available?",
      data: { conversation_id: conversationId, conversation_type: "landlord_tenant" },
    });
    // Opening it leads to the enquiry (the popover's link).
    expect(notificationHref(enquiry as NotificationDto)).toBe(`/inquiries/${conversationId}`);

    // Nobody else sees or marks them: not another non-student, not the student who caused them.
    for (const outsider of [finder, student]) {
      const theirs = await t.request<NotificationList>("/api/notifications", { cookie: outsider.cookie });
      expect(theirs.body.notifications.map((n) => n.id)).not.toContain(enquiry?.id);
      const patch = await t.request(`/api/notifications/${enquiry?.id}`, {
        method: "PATCH",
        cookie: outsider.cookie,
        body: { read: true },
      });
      expect(patch.status).toBe(404);
    }
    const marked = await t.request<NotificationDto>(`/api/notifications/${enquiry?.id}`, {
      method: "PATCH",
      cookie: landlord.cookie,
      body: { read: true },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.read_at).not.toBeNull();
    const all = await t.request<ReadAllResult>("/api/notifications/read-all", {
      method: "POST",
      cookie: landlord.cookie,
    });
    expect(all.body).toEqual({ updated: 1, unread_count: 0 });
  });

  it("notifySafely logs a failure without breaking the caller's transaction", async () => {
    const u = await person(t, "safe");
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
    const result = await t.db.transaction(async (tx) => {
      const failed = await notifySafely(
        tx,
        { userId: "no-such-user", type: "message", title: "x", message: "y" },
        log,
      );
      const ok = await notifySafely(
        tx,
        { userId: u.id, type: "message", title: "still works", message: "y" },
        log,
      );
      return { failed, ok };
    });
    expect(result.failed).toBeNull();
    expect(result.ok?.id).toBeTruthy();
    expect(errors).toHaveLength(1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(rows.map((r) => r.title)).toEqual(["still works"]);
  });
});
