import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { insertProperty, ok, type Person, person } from "../../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../../test/test-app.ts";
import { EXIT } from "../../safety/admin-cli.ts";
import { admin as runAdminIn } from "../../safety/admin-test-runner.ts";

// An operator's takedown holds against the listing's owner: every owner write to a withdrawn
// listing is refused, and only `npm run admin -- reinstate-listing` brings it back (as paused).

let owner: Person;
let photo: Buffer;
const t = useTestApp();
beforeAll(async () => {
  owner = await person(t, "withdrawn-owner", "landlord");
  photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .jpeg()
    .toBuffer();
});

const admin = (...argv: string[]) => runAdminIn(t, ...argv);

const statusOf = async (id: string) =>
  (await t.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

const uploadPhoto = <T>(id: string) => {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(photo)], "photo.jpg", { type: "image/jpeg" }));
  return t.request<T>(`/api/properties/${id}/photos`, { cookie: owner.cookie, body: form });
};

/** A live listing with one uploaded photo (real files), then withdrawn by an operator. */
async function withdrawnListing() {
  const listing = await insertProperty(t.db, owner.id, { photos: [] });
  ok(await uploadPhoto(listing.id), 201);
  expect((await admin("withdraw-listing", listing.id)).code).toBe(EXIT.ok);
  return listing;
}

const WITHDRAWN = {
  code: "listing_withdrawn",
  message:
    "This listing was withdrawn by Roost and can't be changed. Contact us if you think this is a mistake.",
};

describe("a listing withdrawn by an operator", () => {
  it("refuses every owner write: publish, status, edit, photos, photo order and delete", async () => {
    const listing = await withdrawnListing();
    const id = listing.id;
    const writes: [string, { method?: string; body?: unknown }][] = [
      [`/api/properties/${id}/publish`, { body: {} }],
      [`/api/properties/${id}/status`, { method: "PATCH", body: { status: "available" } }],
      [`/api/properties/${id}/status`, { method: "PATCH", body: { status: "pause" } }],
      [`/api/properties/${id}`, { method: "PATCH", body: { description: "Back again, same house." } }],
      [`/api/properties/${id}/photos/order`, { method: "PUT", body: { photo_ids: [] } }],
      [`/api/properties/${id}/photos/someid`, { method: "DELETE" }],
      [`/api/properties/${id}`, { method: "DELETE" }],
    ];
    for (const [path, init] of writes) {
      const res = await t.request<ApiErrorBody>(path, { cookie: owner.cookie, ...init });
      expect(res.status, `${init.method ?? "POST"} ${path}`).toBe(409);
      expect(res.body.error, `${init.method ?? "POST"} ${path}`).toEqual(WITHDRAWN);
    }
    const upload = await uploadPhoto<ApiErrorBody>(id);
    expect(upload.status).toBe(409);
    expect(upload.body.error).toEqual(WITHDRAWN);

    expect(await statusOf(id)).toBe("withdrawn");
    expect((await t.request(`/api/properties/${id}`)).status).toBe(410);
    const search = ok(await t.request<PropertySearchResult>("/api/properties?area=fallowfield"));
    expect(search.body.items.map((p) => p.id)).not.toContain(id);
  });

  it("shows in My Listings as withdrawn", async () => {
    const listing = await withdrawnListing();
    const mine = ok(await t.request<MyListing[]>("/api/me/properties", { cookie: owner.cookie }));
    expect(mine.body.find((l) => l.id === listing.id)?.status).toBe("withdrawn");
  });

  it("is reinstated as paused by `npm run admin -- reinstate-listing`, and the owner can then publish it", async () => {
    const listing = await withdrawnListing();
    const reinstated = await admin("reinstate-listing", listing.id);
    expect(reinstated.code).toBe(EXIT.ok);
    expect(reinstated.out).toContain(
      `Listing ${listing.id} (12 Mauldeth Road, Manchester) reinstated as paused`,
    );
    expect(await statusOf(listing.id)).toBe("pause");

    // Its photos went with the withdrawal: the owner adds one before it can go live again.
    const bare = await t.request(`/api/properties/${listing.id}/publish`, { cookie: owner.cookie, body: {} });
    expect(bare.status).toBe(422);
    ok(await uploadPhoto(listing.id), 201);
    ok(await t.request(`/api/properties/${listing.id}/publish`, { cookie: owner.cookie, body: {} }));
    expect(await statusOf(listing.id)).toBe("published");

    // Only a withdrawn listing can be reinstated.
    expect(await admin("reinstate-listing", listing.id)).toMatchObject({
      code: EXIT.failed,
      err: `Listing ${listing.id} is not withdrawn (it is published).`,
    });
  });

  it("cannot be reinstated when its owner deleted their account", async () => {
    const leaving = await person(t, "withdrawn-leaver", "landlord");
    const listing = await insertProperty(t.db, leaving.id);
    ok(await t.request("/api/me/delete", { cookie: leaving.cookie, body: { confirm: "DELETE" } }));
    expect(await statusOf(listing.id)).toBe("withdrawn");
    expect(await admin("reinstate-listing", listing.id)).toMatchObject({
      code: EXIT.failed,
      err: `Listing ${listing.id} belonged to a deleted account and cannot be reinstated.`,
    });
  });
});
