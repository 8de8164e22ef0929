import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useAuth } from "./auth.tsx";

function UsesAuth() {
  useAuth();
  return null;
}

describe("useAuth", () => {
  it("throws a clear error outside its provider", () => {
    expect(() => renderToString(<UsesAuth />)).toThrow("useAuth must be used within an AuthProvider");
  });
});
