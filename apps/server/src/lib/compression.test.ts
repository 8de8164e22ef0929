// Bytes on the wire (decision 031): answers made on the fly are sent Brotli or gzip as the client
// asks, built files as the .br/.gz made at build time, and nothing else changes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { OpenAPIHono } from "@hono/zod-openapi";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOOPBACK_PEER, useTestApp } from "../test/test-app.ts";
import { chooseEncoding, compression } from "./compression.ts";
import type { AppEnv } from "./http.ts";
import { HASHED_FILE_CACHE_CONTROL, mountStaticAssets } from "./static-assets.ts";

const t = useTestApp();

async function fetchRaw(pathName: string, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
  const res = await t.app.request(pathName, { headers }, LOOPBACK_PEER);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("API answers compressed on the fly", () => {
  it("sends Brotli when asked for, gzip when only gzip, and plain when nothing; all decode to the same JSON", async () => {
    // The API document: a large JSON answer that every test database serves alike.
    const plain = await fetchRaw("/api/openapi.json");
    const br = await fetchRaw("/api/openapi.json", "gzip, deflate, br, zstd");
    const gz = await fetchRaw("/api/openapi.json", "gzip");

    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    for (const { res } of [plain, br, gz]) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    }
    expect(plain.bytes.length).toBeGreaterThan(1024);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.bytes.toString());
    expect(gunzipSync(gz.bytes).toString()).toBe(plain.bytes.toString());
    expect(JSON.parse(plain.bytes.toString()).openapi).toMatch(/^3\./);
  });

  it("leaves small answers alone", async () => {
    const { res, bytes } = await fetchRaw("/api/health", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(bytes.toString())).toMatchObject({ status: "ok" });
  });
});

describe("chooseEncoding", () => {
  it("prefers Brotli, honours q=0 and the wildcard", () => {
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("the compression middleware", () => {
  const app = new OpenAPIHono();
  app.use("*", compression());
  const big = "x".repeat(5000);
  app.get("/png", (c) => c.body(new Uint8Array(5000), 200, { "content-type": "image/png" }));
  app.get("/events", (c) => c.body(big, 200, { "content-type": "text/event-stream" }));
  app.get("/stream", (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      200,
      { "content-type": "text/html; charset=utf-8" },
    ),
  );
  const get = (p: string) => app.request(p, { headers: { "accept-encoding": "br" } });

  it("skips images and event streams", async () => {
    expect((await get("/png")).headers.get("content-encoding")).toBeNull();
    expect((await get("/events")).headers.get("content-encoding")).toBeNull();
  });

  it("compresses a streamed body of unknown length without losing any of it", async () => {
    const res = await get("/stream");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big.repeat(10));
  });
});

describe("built files", () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), "roost-dist-"));
  const chunk = `console.log(${JSON.stringify("roost ".repeat(2000))});`;
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", compression());
  mountStaticAssets(app, dist);
  beforeAll(() => {
    mkdirSync(path.join(dist, "assets"));
    mkdirSync(path.join(dist, "server"));
    const file = path.join(dist, "assets", "index-AbC123.js");
    writeFileSync(file, chunk);
    writeFileSync(`${file}.br`, brotliCompressSync(chunk));
    writeFileSync(`${file}.gz`, gzipSync(chunk));
    writeFileSync(path.join(dist, "server", "entry-server.js"), chunk);
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Roost</title>");
    writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("serves a hashed chunk's .br with its own content type, cached for good", async () => {
    const res = await app.request("/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(res.headers.get("cache-control")).toBe(HASHED_FILE_CACHE_CONTROL);
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(chunk);
  });

  it("serves the .gz to a gzip-only client and the file itself to one that asks for neither", async () => {
    const gz = await app.request("/assets/index-AbC123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(chunk);
    const plain = await app.request("/assets/index-AbC123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(chunk);
  });

  it("answers 404 for a chunk that is not there (an older build's), not a page", async () => {
    const res = await app.request("/assets/index-Gone999.js");
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBeNull();
  });

  it("does not serve the server-rendering bundle, nor the page template for a folder path", async () => {
    expect((await app.request("/server/entry-server.js")).status).toBe(404);
    // With no pages mounted here, a path left to the pages is a 404.
    for (const page of ["/", "/index.html", "/assets/"]) expect((await app.request(page)).status).toBe(404);
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });
});
