import { existsSync } from "node:fs";
import path from "node:path";
import type { PropertyDetail, PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, person } from "../../../test/fixtures.ts";
import { useTestApp } from "../../../test/test-app.ts";
import { withdrawListing } from "../../safety/admin-commands.ts";

let owner: { cookie: string; id: string };
let stranger: { cookie: string; id: string };
let plan: Buffer;
const t = useTestApp();
beforeAll(async () => {
  owner = await person(t, "floorplan-owner", "landlord");
  stranger = await person(t, "floorplan-stranger", "landlord");
  plan = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();
});

const upload = (propertyId: string, bytes: Uint8Array, cookie = owner.cookie) => {
  const form = new FormData();
  form.set("floorplan", new File([bytes], "plan.png", { type: "image/png" }));
  return t.request<{ floorplan: PropertyPhoto }>(`/api/properties/${propertyId}/floorplan`, {
    method: "PUT",
    cookie,
    body: form,
  });
};
const remove = (propertyId: string, cookie = owner.cookie) =>
  t.request(`/api/properties/${propertyId}/floorplan`, { method: "DELETE", cookie });
const storedOnDisk = (url: string) =>
  existsSync(path.join(t.deps.config.dataDir, "files", url.slice("/files/".length)));

describe("a listing's floorplan", () => {
  it("is stored like a photo, shown on the listing, and replaced by the next upload", async () => {
    const listing = await insertProperty(t.db, owner.id);
    const first = await upload(listing.id, plan);
    expect(first.status).toBe(200);
    expect(first.body.floorplan.large).toMatch(
      new RegExp(`^/files/properties/${listing.id}/.+-large\\.webp$`),
    );
    expect([first.body.floorplan.width, first.body.floorplan.height]).toEqual([1200, 900]);
    const detail = await t.request<PropertyDetail>(`/api/properties/${listing.id}`);
    expect(detail.body.floorplan).toEqual(first.body.floorplan);

    const second = await upload(listing.id, plan);
    expect(second.body.floorplan.id).not.toBe(first.body.floorplan.id);
    expect(storedOnDisk(first.body.floorplan.large)).toBe(false);
    expect(storedOnDisk(second.body.floorplan.large)).toBe(true);

    expect((await remove(listing.id)).status).toBe(200);
    expect(storedOnDisk(second.body.floorplan.large)).toBe(false);
    expect((await t.request<PropertyDetail>(`/api/properties/${listing.id}`)).body.floorplan).toBeNull();
    expect((await remove(listing.id)).status).toBe(404);
  });

  it("is refused when it is not an image, and is nobody's business but the owner's", async () => {
    const listing = await insertProperty(t.db, owner.id);
    const notAnImage = await upload(listing.id, new TextEncoder().encode("not an image"));
    expect(notAnImage.status).toBe(400);
    expect((await upload(listing.id, plan, stranger.cookie)).status).toBe(404);
    expect((await remove(listing.id, stranger.cookie)).status).toBe(404);
  });

  it("goes with the listing when it is withdrawn", async () => {
    const listing = await insertProperty(t.db, owner.id);
    const { floorplan } = (await upload(listing.id, plan)).body;
    await withdrawListing({ db: t.db, storage: t.deps.storage, log: t.deps.log }, t.clock.now(), listing.id);
    expect(storedOnDisk(floorplan.large)).toBe(false);
    expect(storedOnDisk(floorplan.card)).toBe(false);
  });
});
