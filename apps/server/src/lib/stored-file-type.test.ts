// /files serves each stored upload with its own type, read from its bytes.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app.ts";

const t = useTestApp();

const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#4a7" } });

describe("GET /files/{key}", () => {
  it.each([
    ["png", "image/png", () => image().png().toBuffer()],
    ["avif", "image/avif", () => image().avif().toBuffer()],
    ["webp", "image/webp", () => image().webp().toBuffer()],
    ["jpeg", "image/jpeg", () => image().jpeg().toBuffer()],
  ])("serves a %s file as %s, whatever its key says", async (name, mime, encode) => {
    const bytes = await encode();
    // A misleading extension: the type comes from the bytes.
    await t.deps.storage.put(`tests/type-${name}.bin`, bytes, mime);
    const res = await t.app.request(`/files/tests/type-${name}.bin`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(mime);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("serves bytes that are no image as a download", async () => {
    await t.deps.storage.put(
      "tests/not-an-image.webp",
      Buffer.from("<script>alert(1)</script>"),
      "image/webp",
    );
    const res = await t.app.request("/files/tests/not-an-image.webp");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/octet-stream");
  });
});
