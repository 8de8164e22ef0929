import { describe, expect, it } from "vitest";
import { RealtimeEventSchema } from "../contracts/conversations.ts";
import {
  conversationChannel,
  REALTIME_EVENT_KINDS,
  REALTIME_PATH,
  userChannel,
} from "./realtime-channels.ts";

describe("realtime names", () => {
  it("lists exactly the event kinds of the protocol schema", () => {
    const schemaKinds = RealtimeEventSchema.options.map((o) => o.shape.kind.value);
    expect([...REALTIME_EVENT_KINDS].sort()).toEqual([...schemaKinds].sort());
  });

  it("opens the socket under /api, where the session cookie and the edge's limits apply", () => {
    expect(REALTIME_PATH).toBe("/api/realtime");
  });

  it("builds channel names", () => {
    expect(userChannel("u1")).toBe("user:u1");
    expect(conversationChannel("c1")).toBe("conversation:c1");
  });
});
