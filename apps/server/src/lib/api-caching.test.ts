// Cache-Control for API answers (decision 031): public reads briefly cached and revalidated by
// ETag, anything that depends on who asks never stored.
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty } from "../test/fixtures.ts";
import { useTestApp } from "../test/test-app.ts";
import { PRIVATE_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from "./api-caching.ts";

let landlord: { cookie: string; id: string };
let listingId: string;
const t = useTestApp();
beforeAll(async () => {
  landlord = await t.signUp("caching-landlord@example.com", "landlord");
  listingId = (await insertProperty(t.db, landlord.id)).id;
});

describe("public reads", () => {
  it.each(["/api/properties", "/api/properties/featured", "/api/properties/{id}"])(
    "%s is cached briefly by anyone, revalidated by ETag (304)",
    async (template) => {
      const path = template.replace("{id}", listingId);
      const first = await t.request(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
      const tag = first.headers.get("etag");
      expect(tag).toMatch(/^W\/".+"$/);

      const again = await t.request(path, { headers: { "if-none-match": tag ?? "" } });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(again.headers.get("etag")).toBe(tag);
      expect(again.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    },
  );

  it("a changed listing gets a new ETag", async () => {
    const before = (await t.request(`/api/properties/${listingId}`)).headers.get("etag");
    await t.request(`/api/properties/${listingId}`, {
      method: "PATCH",
      body: { description: "Freshly painted throughout, with a new kitchen and a garden at the back." },
      cookie: landlord.cookie,
    });
    const after = await t.request(`/api/properties/${listingId}`, {
      headers: { "if-none-match": before ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before);
  });

  it("the same read with a session is private and never stored", async () => {
    for (const path of ["/api/properties", `/api/properties/${listingId}`]) {
      const res = await t.request(path, { cookie: landlord.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.get("etag")).toBeNull();
    }
  });

  it("a refusal is not cached: an unknown listing's 404 may be a listing published a minute later", async () => {
    const res = await t.request("/api/properties/00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe("everything else", () => {
  it("answers that depend on the session are never stored", async () => {
    const mine = await t.request("/api/me/properties", { cookie: landlord.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const signedOut = await t.request("/api/me");
    expect(signedOut.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("a write is never stored", async () => {
    const res = await t.request(`/api/properties/${listingId}/views`, { method: "POST", body: {} });
    expect(res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});
