import { OUTBOX_AUTOMATIC_RETRIES } from "@roost/shared/domain/constants.ts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api.ts";
import { automaticRetryDelayMs } from "./send-retry.ts";

const busy = new ApiError(503, "service_unavailable", "Briefly unavailable", undefined, 1);

describe("the outbox's automatic retries", () => {
  it("waits out a 503's Retry-After, a few times", () => {
    expect(automaticRetryDelayMs(busy, 1)).toBe(1000);
    expect(automaticRetryDelayMs(busy, OUTBOX_AUTOMATIC_RETRIES)).toBe(1000);
    expect(automaticRetryDelayMs(busy, OUTBOX_AUTOMATIC_RETRIES + 1)).toBeNull();
  });

  it("leaves every other failure to the person", () => {
    expect(automaticRetryDelayMs(new ApiError(503, "service_unavailable", "down"), 1)).toBeNull();
    expect(automaticRetryDelayMs(new ApiError(403, "blocked_user", "blocked"), 1)).toBeNull();
    expect(automaticRetryDelayMs(new ApiError(0, "network_error", "offline"), 1)).toBeNull();
    expect(automaticRetryDelayMs(new Error("bug"), 1)).toBeNull();
  });
});
