import { MAP_BOX_MAX_SPAN } from "@roost/shared/contracts/geo-search.ts";
import { describe, expect, it } from "vitest";
import { boxAround, sameBox, searchView, withView } from "./map-box.ts";
import { clusterHomes } from "./map-clusters.ts";

describe("the map's box for the URL", () => {
  it("rounds outwards to 4 decimals, so every home on screen stays inside", () => {
    expect(
      boxAround({ south: 53.443_21, west: -2.250_09, north: 53.470_01, east: -2.200_01 }, MAP_BOX_MAX_SPAN),
    ).toEqual({ south: 53.4432, west: -2.2501, north: 53.4701, east: -2.2 });
  });

  it("keeps a box already on the grid as it is", () => {
    const box = { south: 53.44, west: -2.25, north: 53.47, east: -2.2 };
    expect(boxAround(box, MAP_BOX_MAX_SPAN)).toEqual(box);
  });

  it("clamps a map zoomed out past the largest box the API searches to that box, around its centre", () => {
    const box = boxAround({ south: 50, west: -8, north: 58, east: 2 }, MAP_BOX_MAX_SPAN);
    expect(box.north - box.south).toBeLessThanOrEqual(MAP_BOX_MAX_SPAN.lat);
    expect(box.east - box.west).toBeLessThanOrEqual(MAP_BOX_MAX_SPAN.lng);
    expect((box.south + box.north) / 2).toBeCloseTo(54, 3);
    expect((box.west + box.east) / 2).toBeCloseTo(-3, 3);
  });

  it("compares boxes by value", () => {
    const a = { south: 1, west: 2, north: 3, east: 4 };
    expect(sameBox(a, { ...a })).toBe(true);
    expect(sameBox(a, { ...a, east: 5 })).toBe(false);
    expect(sameBox(undefined, undefined)).toBe(true);
    expect(sameBox(a, undefined)).toBe(false);
  });
});

describe("the search page's view", () => {
  it("is the list unless the URL says map, and switching keeps every other parameter", () => {
    expect(searchView(new URLSearchParams("q=x"))).toBe("list");
    expect(searchView(new URLSearchParams("view=grid"))).toBe("list");
    const map = withView(new URLSearchParams("q=x&bbox=1,2,3,4"), "map");
    expect(map.toString()).toBe("q=x&bbox=1%2C2%2C3%2C4&view=map");
    expect(searchView(map)).toBe("map");
    expect(withView(map, "list").toString()).toBe("q=x&bbox=1%2C2%2C3%2C4");
  });
});

describe("clusters", () => {
  const fallowfield = [
    { id: "a", lat: 53.4431, lng: -2.2201 },
    { id: "b", lat: 53.4433, lng: -2.2204 },
    { id: "c", lat: 53.4436, lng: -2.2199 },
  ];
  const salford = { id: "d", lat: 53.4875, lng: -2.2901 };
  const manchester = { south: 53.3, west: -2.5, north: 53.6, east: -2 };

  it("merges homes that would overlap when zoomed out, and names the homes in each cluster", () => {
    const markers = clusterHomes([...fallowfield, salford]).markersIn(manchester, 11);
    expect(markers).toHaveLength(2);
    const cluster = markers.find((m) => m.kind === "cluster");
    expect(cluster).toMatchObject({ kind: "cluster", count: 3 });
    expect(cluster?.kind === "cluster" && [...cluster.homeIds].sort()).toEqual(["a", "b", "c"]);
    expect(cluster?.kind === "cluster" && cluster.expansionZoom).toBeGreaterThan(11);
    expect(markers.find((m) => m.kind === "home")).toMatchObject({ id: "d" });
  });

  it("draws every home by itself when zoomed in, and only those inside the box", () => {
    const markers = clusterHomes([...fallowfield, salford]).markersIn(
      { south: 53.44, west: -2.23, north: 53.45, east: -2.21 },
      18,
    );
    expect(markers.map((m) => m.kind === "home" && m.id).sort()).toEqual(["a", "b", "c"]);
  });
});
