import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./reconnect-backoff.ts";

describe("reconnectDelayMs", () => {
  it("steps through 1 s, 2 s, 5 s, 10 s", () => {
    expect([0, 1, 2, 3].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000]);
  });

  it("stays at 10 s for every later attempt", () => {
    expect(reconnectDelayMs(4)).toBe(10_000);
    expect(reconnectDelayMs(500)).toBe(10_000);
  });

  it("treats nonsense attempts as the first one", () => {
    expect(reconnectDelayMs(-3)).toBe(1000);
    expect(reconnectDelayMs(Number.NaN)).toBe(1000);
  });
});
