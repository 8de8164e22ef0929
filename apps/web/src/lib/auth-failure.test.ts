import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { authFailureText } from "./auth-failure.ts";

describe("authFailureText", () => {
  const fallback = ERROR_TEXTS.sign_out_failed;

  it("shows the server's reason for a refused origin and for being offline", () => {
    const refused = new ApiError(403, "bad_origin", "Open Roost at https://roost.example and try again.");
    expect(authFailureText(refused, fallback)).toEqual({
      title: "Sign out failed",
      description: "Open Roost at https://roost.example and try again.",
    });
    const offline = new ApiError(
      0,
      "network_error",
      "You appear to be offline. Please check your connection.",
    );
    expect(authFailureText(offline, fallback).description).toBe(offline.message);
  });

  it("says 'Please try again later.' for a server fault or an unknown error", () => {
    expect(authFailureText(new ApiError(500, "internal_error", "Internal error"), fallback)).toEqual({
      title: "Sign out failed",
      description: "Please try again later.",
    });
    expect(authFailureText(new TypeError("boom"), ERROR_TEXTS.sign_in_failed)).toEqual({
      title: "Sign in failed",
      description: "Please try again later.",
    });
  });
});
