import { describe, expect, it } from "vitest";
import { RealtimeEventSchema } from "../contracts/conversations.ts";
import { conversationChannel, REALTIME_EVENT_KINDS, userChannel } from "./realtime-channels.ts";

describe("realtime names", () => {
  it("lists exactly the event kinds of the protocol schema", () => {
    const schemaKinds = RealtimeEventSchema.options.map((o) => o.shape.kind.value);
    expect([...REALTIME_EVENT_KINDS].sort()).toEqual([...schemaKinds].sort());
  });

  it("builds channel names", () => {
    expect(userChannel("u1")).toBe("user:u1");
    expect(conversationChannel("c1")).toBe("conversation:c1");
  });
});
