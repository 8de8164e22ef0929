import { describe, expect, it } from "vitest";
import { returnPath, signInPath } from "./sign-in-path.ts";

describe("the way to sign in and back", () => {
  it("names the page to come back to, and why", () => {
    expect(signInPath("/property/1?x=2")).toBe("/auth?next=%2Fproperty%2F1%3Fx%3D2");
    expect(signInPath("/property/1", "favourites")).toBe("/auth?next=%2Fproperty%2F1&for=favourites");
  });

  it("comes back only to a page of this site", () => {
    expect(returnPath("/property/1?x=2")).toBe("/property/1?x=2");
    for (const elsewhere of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "evil",
      "",
      null,
    ]) {
      expect(returnPath(elsewhere), String(elsewhere)).toBeNull();
    }
  });
});
