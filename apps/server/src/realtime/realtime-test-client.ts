// Test-only WebSocket client helpers for the realtime tests (not a test file itself).
import type { RealtimeServerMessage } from "@roost/shared/contracts/conversations.ts";
import WebSocket from "ws";

export class TestSocket {
  readonly received: RealtimeServerMessage[] = [];
  private waiters: { check: () => boolean; resolve: () => void }[] = [];
  closed = false;
  /** The close code, once closed (1009: message too big, 1008: session ended). */
  closeCode: number | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      this.received.push(JSON.parse(String(data)) as RealtimeServerMessage);
      this.poke();
    });
    ws.on("close", (code) => {
      this.closed = true;
      this.closeCode = code;
      this.poke();
    });
  }

  static open(
    url: string,
    headers: Record<string, string>,
    options: { autoPong?: boolean } = {},
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
      const socket = new TestSocket(ws);
      ws.once("open", () => resolve(socket));
      ws.once("error", reject);
      ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  private poke() {
    this.waiters = this.waiters.filter((w) => {
      if (!w.check()) return true;
      w.resolve();
      return false;
    });
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves once `check` holds, or rejects after `timeoutMs`. */
  until(check: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      this.waiters.push({
        check,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async subscribe(channel: string): Promise<RealtimeServerMessage> {
    const start = this.received.length;
    this.send({ type: "subscribe", channel });
    let answer: RealtimeServerMessage | undefined;
    await this.until(
      () => {
        answer = this.received
          .slice(start)
          .find(
            (m) => (m.type === "subscribed" || m.type === "error") && "channel" in m && m.channel === channel,
          );
        return answer !== undefined;
      },
      5000,
      `answer to subscribe ${channel}`,
    );
    return answer as RealtimeServerMessage;
  }

  events(kind?: string) {
    return this.received.flatMap((m) => (m.type === "event" && (!kind || m.event.kind === kind) ? [m] : []));
  }

  close() {
    this.ws.close();
  }
}

/** Lets in-flight NOTIFY deliveries arrive before asserting that something did NOT happen. */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
