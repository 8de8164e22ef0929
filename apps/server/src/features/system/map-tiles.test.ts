import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL, tilesOrigin } from "../../lib/map-tiles.ts";
import { useTestApp } from "../../test/test-app.ts";

const LOCAL_TILES = "http://127.0.0.1:4313/tiles/{z}/{x}/{y}.png";

/** The sources one CSP directive allows: "img-src 'self' data:" → ["'self'", "data:"]. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(";").find((d) => d.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe("map tiles (MAP_TILES_URL)", () => {
  const configured = useTestApp({ MAP_TILES_URL: LOCAL_TILES, MAP_TILES_ATTRIBUTION: "Test tiles" });
  const byDefault = useTestApp();

  it("adds the tile origin to img-src and connect-src, and to no other directive", async () => {
    const csp = (await configured.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(directive(csp, "img-src")).toContain("http://127.0.0.1:4313");
    expect(directive(csp, "connect-src")).toContain("http://127.0.0.1:4313");
    const elsewhere = csp
      .split(";")
      .filter((d) => !/^\s*(img-src|connect-src)\s/.test(d))
      .join(";");
    expect(elsewhere).not.toContain("127.0.0.1:4313");
    // Without configuration the tiles are OpenStreetMap's.
    const osm = (await byDefault.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(directive(osm, "connect-src")).toContain("https://tile.openstreetmap.org");
    expect(directive(osm, "script-src")).toEqual(["'self'"]);
  });

  it("tells the browser the tile template and its credit in /api/config", async () => {
    expect((await configured.request("/api/config")).body).toMatchObject({
      mapTiles: { url: LOCAL_TILES, attribution: "Test tiles" },
    });
    expect((await byDefault.request("/api/config")).body).toMatchObject({
      mapTiles: { url: DEFAULT_MAP_TILES_URL, attribution: DEFAULT_MAP_TILES_ATTRIBUTION },
    });
  });

  it("refuses a tile address that is not an http(s) template with {z}, {x} and {y}", () => {
    for (const bad of [
      "tile.openstreetmap.org/{z}/{x}/{y}.png",
      "ftp://tiles.example.org/{z}/{x}/{y}.png",
      "https://tiles.example.org/{z}/{x}.png",
      "https://{q}.example.org/{z}/{x}/{y}.png",
    ]) {
      expect(() => loadConfig({ MAP_TILES_URL: bad }), bad).toThrow(ConfigError);
    }
  });

  it("turns a subdomain placeholder into a CSP wildcard", () => {
    expect(tilesOrigin("https://{s}.Tiles.Example.org/{z}/{x}/{y}.png")).toBe("https://*.tiles.example.org");
    expect(tilesOrigin("http://localhost:8080/{z}/{x}/{y}.png")).toBe("http://localhost:8080");
  });
});
