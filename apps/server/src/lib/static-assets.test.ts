// The installable app's files (decision 065): the service worker and the manifest are checked
// with the server at every use, so a browser sees a new version at once; the rest is unchanged.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./http.ts";
import { mountStaticAssets } from "./static-assets.ts";

describe("the service worker and the app manifest", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "roost-dist-"));
  const app = new OpenAPIHono<AppEnv>();
  mountStaticAssets(app, dist);
  app.get("*", (c) => c.text("a page", 200));
  beforeAll(() => {
    writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
    writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"Roost"}');
    writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("serves the worker as JavaScript that browsers revalidate", async () => {
    const res = await app.request("/sw.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
  });

  it("serves the manifest with its own content type, revalidated", async () => {
    const res = await app.request("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ name: "Roost" });
  });

  it("leaves other files' headers alone, and a missing worker to the pages", async () => {
    expect((await app.request("/favicon.svg")).headers.get("cache-control")).toBeNull();
    rmSync(path.join(dist, "sw.js"));
    expect(await (await app.request("/sw.js")).text()).toBe("a page");
  });
});
