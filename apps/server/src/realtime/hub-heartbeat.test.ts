// The heartbeat on many sockets: every socket pinged once per interval, a silent one dropped at the
// next, and the pings spread over the interval in slices (thousands of pings in one go would hold
// every request; decision 043).
import { describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import type { HubSocket } from "./connection.ts";
import { RealtimeHub } from "./hub.ts";

class FakeSocket implements HubSocket {
  readyState = 1;
  pings = 0;
  terminated = false;
  constructor(private readonly onPing: () => void) {}
  send() {}
  ping() {
    this.pings++;
    this.onPing();
  }
  terminate() {
    this.terminated = true;
  }
  close() {}
}

// The session check is not under test: a database that fails closes nothing ("the next heartbeat tries again").
const offline = {
  execute: async () => {
    throw new Error("offline");
  },
} as unknown as Db;

const until = async (done: () => boolean) => {
  for (let i = 0; !done(); i++) {
    if (i > 200) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe("heartbeat", () => {
  it("pings 600 sockets in slices over the interval, once each, and drops the silent ones at the next round", async () => {
    const hub = new RealtimeHub(offline, createLogger("silent"));
    let pinged = 0;
    let pingedBeforeTheLoopTurned: number | null = null;
    const sockets = Array.from(
      { length: 600 },
      () =>
        new FakeSocket(() => {
          pinged++;
          // Runs at the loop's next turn: before the rest of the round only if the hub spreads it.
          if (pinged === 1) setImmediate(() => (pingedBeforeTheLoopTurned = pinged));
        }),
    );
    const connections = sockets.map((socket, i) => hub.connect(`user-${i}`, `session-${i}`, socket));
    hub.startHeartbeat(250);
    try {
      await until(() => pinged === 600);
      expect(pingedBeforeTheLoopTurned).toBeGreaterThan(0);
      expect(pingedBeforeTheLoopTurned).toBeLessThan(600);
      expect(sockets.every((s) => s.pings === 1)).toBe(true);

      // Half answer; the other half are gone by the next beat.
      connections.forEach((conn, i) => {
        if (conn && i % 2 === 0) hub.markAlive(conn);
      });
      await until(() => sockets.filter((s) => s.terminated).length === 300);
      expect(sockets.every((s, i) => s.terminated === (i % 2 === 1))).toBe(true);
      expect(hub.size).toBe(300);
    } finally {
      hub.stopHeartbeat();
    }
  });
});
