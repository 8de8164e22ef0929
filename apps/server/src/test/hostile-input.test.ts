import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, person } from "./fixtures.ts";
import { pixelBombPng } from "./pixel-bomb.ts";
import { type ApiErrorBody, useTestApp } from "./test-app.ts";

// Input an attacker (or a broken client) sends: each is refused with a 4xx in the error contract,
// never a 500 and never by decoding something huge.

let landlord: { cookie: string; id: string };
const t = useTestApp();
beforeAll(async () => {
  landlord = await person(t, "hostile-landlord", "landlord");
});

const expectErrorContract = (body: unknown, code: string) => {
  expect(body).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
};

describe("pixel bombs and oversized images", () => {
  it("refuses an avatar over 12 megapixels with a clear message", async () => {
    const png = await sharp({ create: { width: 4000, height: 3250, channels: 3, background: "#c86428" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("avatar", new File([new Uint8Array(png)], "me.png", { type: "image/png" }));
    const res = await t.request<ApiErrorBody>("/api/me/avatar", { cookie: landlord.cookie, body: form });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "image_too_large",
      field: "avatar",
      message: "This image is too large (13 megapixels). Please upload one under 12 megapixels.",
    });
  });

  it("refuses a listing photo that claims 400 megapixels from its header, without decoding it", async () => {
    const listing = await insertProperty(t.db, landlord.id, { status: "draft", photos: [] });
    const form = new FormData();
    form.set("photo", new File([new Uint8Array(await pixelBombPng(20_000, 20_000))], "house.png"));
    const started = performance.now();
    const res = await t.request<ApiErrorBody>(`/api/properties/${listing.id}/photos`, {
      cookie: landlord.cookie,
      body: form,
    });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: "image_too_large",
      field: "photo",
      message: "This image is too large (400 megapixels). Please upload one under 24 megapixels.",
    });
  });
});

describe("text PostgreSQL cannot store", () => {
  it("refuses a NUL character in a body, a query string or a path with 400", async () => {
    const fresh = await t.signIn("hostile-nul@example.com");
    const requests = [
      t.request("/api/me/onboarding", {
        cookie: fresh,
        body: { first_name: "Nul\u0000", last_name: "Byte", user_type: "general" },
      }),
      t.request("/api/me/profile", { method: "PATCH", cookie: landlord.cookie, body: { bio: "a\u0000b" } }),
      t.request("/api/properties?q=%00"),
      t.request("/api/vouchers/a%00b"),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.status).toBe(400);
      expectErrorContract(res.body, "invalid_text");
    }
  });
});

describe("malformed paths and cursors", () => {
  it("answers a file path with broken percent-encoding with 400", async () => {
    for (const path of ["/files/%E0", "/files/%", "/files/avatars/%C0%AF.webp"]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(400);
      expectErrorContract(res.body, "bad_request");
    }
  });

  const cursor = (fields: object) => Buffer.from(JSON.stringify(fields)).toString("base64url");
  const id = "0b6f6a3e-6c1f-4d55-9a77-3f7d1c2b9e10";

  it("refuses a newest cursor holding an impossible date", async () => {
    for (const k of [
      "2026-13-45 25:61:61+00",
      "2026-02-30 10:00:00+00",
      "0000-01-01 00:00:00+00",
      "2026-01-01 10:00:00+99",
    ]) {
      const res = await t.request(`/api/properties?sort=newest&cursor=${cursor({ s: "newest", k, i: id })}`);
      expect(res.status, k).toBe(400);
      expectErrorContract(res.body, "invalid_cursor");
    }
  });

  it("refuses a price cursor outside PostgreSQL's integer range", async () => {
    for (const [s, k] of [
      ["price_asc", 2 ** 31],
      ["price_desc", -(2 ** 31) - 1],
      ["price_asc", Number.MAX_SAFE_INTEGER],
    ] as const) {
      const res = await t.request(`/api/properties?sort=${s}&cursor=${cursor({ s, k, i: id })}`);
      expect(res.status, `${s} ${k}`).toBe(400);
      expectErrorContract(res.body, "invalid_cursor");
    }
  });

  it("still follows a real cursor at the edges of the price range", async () => {
    const res = await t.request(
      `/api/properties?sort=price_asc&cursor=${cursor({ s: "price_asc", k: 2 ** 31 - 1, i: id })}`,
    );
    expect(res.status).toBe(200);
  });
});
