import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { favourites, properties } from "../../db/schema.ts";
import { insertProperty, insertUser, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

let ownerId: string;
let student: { cookie: string; id: string };
const t = useTestApp();
beforeAll(async () => {
  ownerId = await insertUser(t.db);
  student = await person(t, "fav-student");
});

const put = (id: string, cookie = student.cookie) =>
  t.request(`/api/favourites/${id}`, { method: "PUT", cookie });
const remove = (id: string, cookie = student.cookie) =>
  t.request(`/api/favourites/${id}`, { method: "DELETE", cookie });
const ids = async (cookie = student.cookie) =>
  (await t.request<string[]>("/api/favourites/ids", { cookie })).body;
const rowsFor = (userId: string, propertyId: string) =>
  t.db
    .select()
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId)));

describe("favourites", () => {
  it("saves a live listing once however often it is saved, and removes it idempotently", async () => {
    const listing = await insertProperty(t.db, ownerId);
    expect((await put(listing.id)).status).toBe(204);
    expect((await put(listing.id)).status).toBe(204);
    const both = await Promise.all([put(listing.id), put(listing.id)]);
    expect(both.map((r) => r.status)).toEqual([204, 204]);
    expect(await rowsFor(student.id, listing.id)).toHaveLength(1);
    expect(await ids()).toContain(listing.id);

    expect((await remove(listing.id)).status).toBe(204);
    expect((await remove(listing.id)).status).toBe(204);
    expect(await rowsFor(student.id, listing.id)).toHaveLength(0);
    expect(await ids()).not.toContain(listing.id);
  });

  it("lists cards, most recently saved first", async () => {
    const user = await person(t, "fav-order");
    const first = await insertProperty(t.db, ownerId, {
      addressLine1: "1 First Street",
      status: "let_agreed",
    });
    const second = await insertProperty(t.db, ownerId, { addressLine1: "2 Second Street" });
    await put(first.id, user.cookie);
    t.clock.advance?.(60_000);
    await put(second.id, user.cookie);
    const res = await t.request<PropertyCard[]>("/api/favourites", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.id)).toEqual([second.id, first.id]);
    expect(res.body[1]).toMatchObject({
      address_line_1: "1 First Street",
      status: "let_agreed",
      photo_count: 1,
    });
    expect(await ids(user.cookie)).toEqual([second.id, first.id]);
  });

  it("refuses listings the user cannot see with 404 (410 once expired), but allows the user's own", async () => {
    for (const [status, code] of [
      ["draft", 404],
      ["pause", 404],
      ["expired", 410],
    ] as const) {
      const listing = await insertProperty(t.db, ownerId, { status });
      const res = await put(listing.id);
      expect(res.status, status).toBe(code);
      expect(await rowsFor(student.id, listing.id)).toHaveLength(0);
    }
    expect((await put("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await put("not-an-id")).status).toBe(404);

    const landlord = await person(t, "fav-landlord", "landlord");
    const own = await insertProperty(t.db, landlord.id, { status: "draft" });
    expect((await put(own.id, landlord.cookie)).status).toBe(204);
    expect(await ids(landlord.cookie)).toEqual([own.id]);
  });

  it("hides a favourite whose listing stopped being live, and shows it again when it returns", async () => {
    const user = await person(t, "fav-hidden");
    const listing = await insertProperty(t.db, ownerId);
    await put(listing.id, user.cookie);
    await t.db.update(properties).set({ status: "pause" }).where(eq(properties.id, listing.id));
    expect((await t.request("/api/favourites", { cookie: user.cookie })).body).toEqual([]);
    expect(await ids(user.cookie)).toEqual([]);
    // Removing still works while it is hidden.
    expect((await remove(listing.id, user.cookie)).status).toBe(204);
    await put(listing.id, user.cookie).then((r) => expect(r.status).toBe(404));
    await t.db.update(properties).set({ status: "available" }).where(eq(properties.id, listing.id));
    expect((await put(listing.id, user.cookie)).status).toBe(204);
    expect(await ids(user.cookie)).toEqual([listing.id]);
  });

  it("keeps each user's favourites to themselves", async () => {
    const a = await person(t, "fav-a");
    const b = await person(t, "fav-b");
    const listing = await insertProperty(t.db, ownerId);
    await put(listing.id, a.cookie);
    expect(await ids(b.cookie)).toEqual([]);
    await remove(listing.id, b.cookie);
    expect(await ids(a.cookie)).toEqual([listing.id]);
  });

  it("answers 401 to every favourites call when signed out", async () => {
    const listing = await insertProperty(t.db, ownerId);
    for (const [method, path] of [
      ["GET", "/api/favourites"],
      ["GET", "/api/favourites/ids"],
      ["PUT", `/api/favourites/${listing.id}`],
      ["DELETE", `/api/favourites/${listing.id}`],
    ]) {
      const res = await t.request<ApiErrorBody>(path, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
    const [{ n }] = (
      await t.db.execute(sql`select count(*)::int as n from favourites where property_id = ${listing.id}`)
    ).rows as { n: number }[];
    expect(n).toBe(0);
  });
});
