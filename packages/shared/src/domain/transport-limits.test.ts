import { describe, expect, it } from "vitest";
import { RealtimeClientMessageSchema } from "../contracts/conversations.ts";
import { MESSAGE_MAX_LENGTH } from "./constants.ts";
import { API_BODY_LIMIT_BYTES, REALTIME_MAX_PAYLOAD_BYTES } from "./transport-limits.ts";

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe("transport limits (decision 012)", () => {
  it("takes request bodies up to 64 KB and socket frames up to 4 KB", () => {
    expect(API_BODY_LIMIT_BYTES).toBe(65_536);
    expect(REALTIME_MAX_PAYLOAD_BYTES).toBe(4096);
  });

  it("lets the longest chat message through, even written entirely in three-byte characters", () => {
    const body = { id: crypto.randomUUID(), content: "€".repeat(MESSAGE_MAX_LENGTH) };
    expect(bytes(body)).toBeLessThan(API_BODY_LIMIT_BYTES);
  });

  it("fits the largest message a browser sends on the socket", () => {
    const subscribe = RealtimeClientMessageSchema.parse({
      type: "subscribe",
      channel: `user:${"u".repeat(128)}`,
    });
    expect(bytes(subscribe)).toBeLessThan(REALTIME_MAX_PAYLOAD_BYTES);
  });
});
