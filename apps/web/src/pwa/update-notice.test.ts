import { describe, expect, it } from "vitest";
import { isNewVersion } from "./update-notice.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => items.set(key, v),
  };
}

describe("Roost was updated", () => {
  it("is not said for the first version a device gets: an install is no update", () => {
    expect(isNewVersion(memoryStorage(), "v1")).toBe(false);
  });

  it("is said once per new version, whichever page sees it first", () => {
    const device = memoryStorage();
    isNewVersion(device, "v1");
    expect(isNewVersion(device, "v1")).toBe(false);
    expect(isNewVersion(device, "v2")).toBe(true);
    expect(isNewVersion(device, "v2")).toBe(false);
  });
});
